/** What shows while the auth state or a screen loads: a slowly breathing dot and the word, for screen readers too. */
export function LoadingScreen({ label = 'Loading…' }: { readonly label?: string }) {
  return (
    <div className="loading" role="status">
      <span className="loading__dot" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
