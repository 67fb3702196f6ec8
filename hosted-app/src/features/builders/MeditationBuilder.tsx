/** Built in this feature work. */
export function MeditationBuilder(_props: Record<string, unknown>) {
  return <h1>Meditation Builder</h1>;
}
