import { BREATHING_PRESETS, type BreathingPreset } from '@stillpoint/sdk/catalog';

/** "Choose a Technique" (core-app.md §2): the 9 presets; picking one starts its session. */
export function TechniqueList({ onPick }: { onPick: (preset: BreathingPreset) => void }) {
  return (
    <section aria-labelledby="techniques-heading" className="builder-section">
      <h2 id="techniques-heading">Choose a Technique</h2>
      <ul className="technique-list">
        {BREATHING_PRESETS.map((preset) => (
          <li key={preset.id}>
            <button type="button" className="technique" onClick={() => onPick(preset)} aria-describedby={`technique-${preset.id}`}>
              <span className="technique__head">
                <span className="technique__name">{preset.name}</span>
                <span className="technique__duration">{preset.duration}</span>
              </span>
              <span className="technique__subtitle">{preset.subtitle}</span>
              <span id={`technique-${preset.id}`} className="technique__phases">
                {preset.phases.map((phase) => `${phase.name} ${phase.detail.split(',')[0]}`).join(' · ')}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
