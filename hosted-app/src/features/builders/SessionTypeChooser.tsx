/** Built in this feature work. */
export function SessionTypeChooser(_props: Record<string, unknown>) {
  return <h1>Build Session</h1>;
}
