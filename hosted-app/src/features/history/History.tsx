/** Built in this feature work. */
export function History(_props: Record<string, unknown>) {
  return <h1>History</h1>;
}
