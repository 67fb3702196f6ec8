/** What the catalog's schema found wrong with a builder's form at its last start or save, announced at once; nothing when all is well. */
export function BuilderProblem({ problem }: { readonly problem: string | null }) {
  if (!problem) return null;
  return (
    <p role="alert" className="builder-problem">
      {problem}
    </p>
  );
}
