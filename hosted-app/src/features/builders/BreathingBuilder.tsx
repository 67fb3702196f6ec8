/** Built in this feature work. */
export function BreathingBuilder(_props: Record<string, unknown>) {
  return <h1>Breathing Builder</h1>;
}
