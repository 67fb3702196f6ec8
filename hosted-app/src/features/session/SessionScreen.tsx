/** Built in this feature work. */
export function SessionScreen(_props: Record<string, unknown>) {
  return <h1>Session</h1>;
}
