import type { User } from '@stillpoint/api/contract';
import { BREATHING_LIBRARY, breathingPreset, MEDITATION_LIBRARY, meditationPreset, type BreathingPreset, type MeditationPreset } from '@stillpoint/sdk/catalog';
import { useSdkWords } from '../../i18n/useSdkWords';
import { libraryMessages } from '../library/libraryMessages';
import { libraryLength, librarySessionRequest, shelfLabel, type LibraryItem } from '../library/libraryShelves';
import type { PresetMessageKey } from '../presets/messages/en';
import { presetSession } from '../presets/presetSession';
import { usePresetWords } from '../presets/presetWords';
import { presetsMessages } from '../presets/presetsMessages';
import { AppFaq } from '../support/AppFaq';
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
const FEATURED: readonly LibraryItem[] = [
  ...BREATHING_LIBRARY.filter((entry) => ['box-breathing-navy', 'coherent-breathing'].includes(entry.id)).map((entry): LibraryItem => ({ kind: 'breathing', entry })),
  ...MEDITATION_LIBRARY.filter((entry) => ['body-scan-progressive', 'yoga-nidra-nsdr'].includes(entry.id)).map((entry): LibraryItem => ({ kind: 'meditation', entry })),
];

/** A featured entry's session: the library's, recorded as featured. */
const featuredSession = (item: LibraryItem): SessionRequest => ({ ...librarySessionRequest(item), source: 'featured' });

/** The further suggestions block and the featured sessions (core-app.md §2); below the first screen, loaded on demand. */
export default function MoreToExplore({ user }: { readonly user: User }) {
  const startSession = useStartSession();
  const t = presetsMessages.useMessages();
  const library = libraryMessages.useMessages();
  const sdk = useSdkWords();
  const words = usePresetWords();
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
                <span className="tile__title">{sdk.text(preset.name)}</span>
                <span className="tile__meta">
                  {words.preset(preset).subtitle} · {t('presets.minutes', { count: preset.defaultDuration })}
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
          {FEATURED.map((kept) => words.libraryItem(kept)).map((item) => (
            <li key={item.entry.id}>
              <button type="button" className="tile" onClick={() => startSession(featuredSession(item))}>
                <span className="tile__eyebrow">{shelfLabel(item.entry, library)}</span>
                <span className="tile__title">{item.entry.name}</span>
                <span className="tile__meta">{libraryLength(item, library)}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <AppFaq />
    </>
  );
}
