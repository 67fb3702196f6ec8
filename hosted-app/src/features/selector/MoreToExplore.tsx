import type { User } from '@stillpoint/api/contract';
import { BREATHING_LIBRARY, breathingPreset, MEDITATION_LIBRARY, meditationPreset, type BreathingPreset, type MeditationPreset } from '@stillpoint/sdk/catalog';
import type { PresetMessageKey } from '../presets/messages/en';
import { presetSession } from '../presets/presetSession';
import { presetsMessages } from '../presets/presetsMessages';
import { FaqSection } from '../support/FaqSection';
import { useStartSession, type SessionRequest } from '../session/sessionRequest';

interface Suggestion {
  readonly why: PresetMessageKey;
  readonly preset: BreathingPreset | MeditationPreset;
}

/** Suggestions for the time of day, and for the goal the user gave at onboarding. */
function suggestions(hour: number, goal: User['goal']): Suggestion[] {
  const byTime: Suggestion =
    hour < 11
      ? { why: 'presets.why.morning', preset: breathingPreset('coherent') }
      : hour < 17
        ? { why: 'presets.why.midday', preset: breathingPreset('physiological-sigh') }
        : { why: 'presets.why.evening', preset: breathingPreset('4-7-8') };
  const byGoal: Record<NonNullable<User['goal']>, Suggestion> = {
    stress: { why: 'presets.why.stress', preset: breathingPreset('humming-exhale') },
    focus: { why: 'presets.why.focus', preset: meditationPreset('anchor-switching') },
    energy: { why: 'presets.why.energy', preset: breathingPreset('box') },
    sleep: { why: 'presets.why.sleep', preset: meditationPreset('body-scan') },
  };
  const picked: Suggestion[] = goal ? [byTime, byGoal[goal]] : [byTime, { why: 'presets.why.quiet', preset: meditationPreset('quick') }];
  return picked.filter((item, index) => picked.findIndex((other) => other.preset.id === item.preset.id) === index);
}

/** The library entries featured on the selector. */
const FEATURED = [
  BREATHING_LIBRARY.find((entry) => entry.id === 'box-breathing-navy'),
  BREATHING_LIBRARY.find((entry) => entry.id === 'coherent-breathing'),
  MEDITATION_LIBRARY.find((entry) => entry.id === 'body-scan-progressive'),
  MEDITATION_LIBRARY.find((entry) => entry.id === 'yoga-nidra-nsdr'),
].filter((entry) => entry !== undefined);

function featuredSession(entry: (typeof FEATURED)[number]): SessionRequest {
  const base = { title: entry.name, source: 'featured' as const, technique: entry.id };
  return 'pattern' in entry ? { ...base, kind: 'breathing', config: entry.config } : { ...base, kind: 'meditation', config: entry.config };
}

/** The further suggestions block and the featured sessions (core-app.md §2); below the first screen, loaded on demand. */
export default function MoreToExplore({ user }: { readonly user: User }) {
  const startSession = useStartSession();
  const t = presetsMessages.useMessages();
  return (
    <>
      <section className="selector-section" aria-labelledby="suggestions-heading">
        <h2 id="suggestions-heading" className="section-heading">
          {t('presets.suggested')}
        </h2>
        <ul className="grid">
          {suggestions(new Date().getHours(), user.goal).map(({ why, preset }) => (
            <li key={preset.id}>
              <button type="button" className="tile" onClick={() => startSession(presetSession(preset))}>
                <span className="tile__eyebrow">{t(why)}</span>
                <span className="tile__title">{preset.name}</span>
                <span className="tile__meta">
                  {preset.subtitle} · {t('presets.minutes', { count: preset.defaultDuration })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className="selector-section" aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="section-heading">
          {t('presets.featured')}
        </h2>
        <ul className="grid">
          {FEATURED.map((entry) => (
            <li key={entry.id}>
              <button type="button" className="tile" onClick={() => startSession(featuredSession(entry))}>
                <span className="tile__eyebrow">{entry.category}</span>
                <span className="tile__title">{entry.name}</span>
                <span className="tile__meta">{typeof entry.duration === 'number' ? t('presets.minutes', { count: entry.duration }) : entry.duration}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <FaqSection />
    </>
  );
}
