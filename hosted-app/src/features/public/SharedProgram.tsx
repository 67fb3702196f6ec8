import { savedMeditationName, type MeditationConfig } from '@stillpoint/sdk/catalog';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useAuthModal } from '../auth/authModalStore';
import { useAuth } from '../auth/userStore';
import { meditationNotSaved, meditationSaved } from '../builders/saveToasts';
import { ProgramTimeline } from '../builders/ProgramTimeline';
import { useSaveSession } from '../library/queries';
import { programInSearch } from './programLink';
import { SessionIsland } from './SessionIsland';
import { useFocusWhenBack } from './useFocusWhenBack';

/** The app's own runner (the SDK's, with its settle-in, sound and time scale): fetched when the visitor presses Start. */
const loadRunner = () => import('../session/SessionRunner');
const SessionRunner = lazy(loadRunner);

export interface SharedProgramProps {
  /** The page's query (`location.search`), read once the page is in the browser: the prerendered page has none. */
  readonly search: string;
  /** Shown under a program that cannot run: the page's own silent timer. */
  readonly fallback: ReactNode;
}

/**
 * A program someone shared (/meditation?program=…): what it is (its segments to scale, its total), a Start
 * that runs it in place without an account (the whole screen, as the silent timer's sit; nothing is recorded), and for
 * a signed-in user a way to keep it among their sessions. Text the catalog refuses is shown as nothing to run: the page
 * says why, calmly, and offers its own timer instead.
 */
export default function SharedProgram({ search, fallback }: SharedProgramProps) {
  const link = useMemo(() => programInSearch(search), [search]);
  const [running, setRunning] = useState(false);
  const start = useFocusWhenBack<HTMLButtonElement>(running);

  if (link.status !== 'ok') {
    return (
      <>
        <section className="public-page__hero" aria-labelledby="shared-heading">
          <p className="public-page__kicker">Shared sit</p>
          <h1 id="shared-heading">This shared sit cannot be run</h1>
          <p className="tagline">The link does not hold a program Stillpoint can run, so nothing has started. Ask for the link again, or sit with the timer below.</p>
          <p className="muted shared-program__why">{link.status === 'bad' ? link.message : 'The link holds no program.'}</p>
        </section>
        {fallback}
      </>
    );
  }

  const { config } = link;
  const name = savedMeditationName(config);
  if (running) {
    const end = () => setRunning(false);
    return (
      <SessionIsland label={`${name}, a shared sit`} load={loadRunner} onEnd={end}>
        <div className="session-island__runner">
          <Suspense fallback={null}>
            <SessionRunner request={{ kind: 'meditation', config, title: name }} onEnd={end} />
          </Suspense>
        </div>
      </SessionIsland>
    );
  }
  return (
    <section className="public-page__hero" aria-labelledby="shared-heading">
      <p className="public-page__kicker">Shared sit</p>
      <h1 id="shared-heading">A sit shared with you</h1>
      <p className="tagline">Someone made this sit in Stillpoint and sent it to you. A bell begins each part and closes the sit.</p>
      <div className="shared-program__timeline">
        <ProgramTimeline segments={config.segments ?? [{ kind: 'sit', minutes: config.duration }]} />
      </div>
      <p className="row">
        <button ref={start} type="button" className="button" onClick={() => setRunning(true)}>
          Start this sit
        </button>
        <span className="muted">No account needed. Nothing is recorded.</span>
      </p>
      <SaveShared config={config} name={name} />
    </section>
  );
}

/** Save to my sessions, for a signed-in user (under the builder's automatic name); a visitor is offered the sign-in. */
function SaveShared({ config, name }: { readonly config: MeditationConfig; readonly name: string }) {
  const { status } = useAuth();
  const showAuth = useAuthModal((state) => state.show);
  const save = useSaveSession();
  const [saved, setSaved] = useState(false);
  if (status === 'loading') return null;
  if (status !== 'signedIn') {
    return (
      <p className="row">
        <button type="button" className="button button--ghost button--small" onClick={() => showAuth('login')}>
          Sign in to save it
        </button>
      </p>
    );
  }
  const keep = async () => {
    try {
      await save.mutateAsync({ name, type: 'meditation', config });
      setSaved(true);
      meditationSaved(name);
    } catch (error) {
      meditationNotSaved(error);
    }
  };
  return (
    <p className="row">
      <button type="button" className="button button--quiet" onClick={() => void keep()} disabled={save.isPending || saved} aria-busy={save.isPending}>
        {saved ? '✓ Saved to my sessions' : '♡ Save to my sessions'}
      </button>
    </p>
  );
}
