import type { User } from '@stillpoint/api/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { readRecentRuns, type RecentRun } from '../session/recentRuns';
import { presetsMessages } from '../presets/presetsMessages';
import { usePresetWords } from '../presets/presetWords';
import { againTileMeta } from './againTileMeta';

/**
 * "Again": the last sessions run on this device by this account (a preset, a built or saved session, a library
 * entry, a mood's recommendation), first on the home so the usual sit is one press away. Each starts the same
 * request again: the same settings, title and log entry. A new account has none, and sees nothing here. Loaded by
 * the selector once its first screen is shown, in the room AgainRoom kept for it.
 */
export default function AgainSection({ user }: { readonly user: User }) {
  const navigate = useNavigate();
  const [runs] = useState(() => readRecentRuns(user.id));
  const t = presetsMessages.useMessages();
  const words = usePresetWords();
  const again = async (run: RecentRun) => {
    // The session launcher loads with the first press, not with the home's first screen (as the mood tiles do).
    const { launchSession } = await import('../session/sessionRequest');
    launchSession(run.request);
    void navigate('/app/session');
  };
  if (runs.length === 0) return null;
  return (
    <section className="again" aria-labelledby="again-heading">
      <h2 id="again-heading" className="again__heading">
        {t('presets.again')}
      </h2>
      <ul className="recent-list">
        {runs.map((run) => {
          const meta = againTileMeta(run);
          return (
            <li key={JSON.stringify(run.request)}>
              <button type="button" className="recent-item" onClick={() => void again(run)}>
                <span className="recent-item__name">{words.title(run.request.technique ?? '', run.title)}</span>
                {meta && <span className="recent-item__kind">{meta}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
