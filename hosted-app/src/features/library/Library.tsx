/** Built in this feature work. */
export function Library(_props: Record<string, unknown>) {
  return <h1>Library</h1>;
}
