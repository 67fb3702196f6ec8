import type { SessionEndDetail } from '@stillpoint/widgets';
import type {} from '@stillpoint/widgets/jsx-react';
import { useCallback, useState } from 'react';
import { SessionComplete } from '../session/SessionComplete';
import { testTimeScale } from '../session/testHooks';
import type { VisitorPractice } from './landingContent';
import { SessionIsland } from './SessionIsland';
import { TrialButton } from './TrialButton';
import { chromeWords } from './words/chromeWords';
import { landingWords } from './words/landingWords';
import { loadBreathSession, loadMeditationTimer } from './loadWidgets';

/** A bundle's practice running in place: the widget with the practice's attributes, sound from our origin. */
export function VisitorSession({ practice, onEnd }: { readonly practice: VisitorPractice; onEnd: () => void }) {
  const t = landingWords.useWords();
  const chrome = chromeWords.useWords();
  // A finished practice ends on "Session Complete" with a gentle invitation to the trial; a stopped one returns at once.
  const [finished, setFinished] = useState<SessionEndDetail | null>(null);
  const complete = useCallback((event: CustomEvent<SessionEndDetail>) => setFinished(event.detail), []);
  if (finished) {
    return (
      <SessionComplete title={finished.title} kind={finished.kind} elapsedMs={finished.elapsed} onDone={onEnd} words={chrome}>
        <div className="session-complete__invite">
          <p>{t('complete.invite')}</p>
          <TrialButton />
        </div>
      </SessionComplete>
    );
  }
  const common = { sound: true, 'sound-base-url': '/sounds/', 'time-scale': testTimeScale(), 'onsession-complete': complete, 'onsession-stop': onEnd } as const;
  if (practice.kind === 'breathing') {
    const length = practice.rounds ? { rounds: practice.rounds } : practice.minutes ? { minutes: practice.minutes } : {};
    return (
      <SessionIsland label={chrome('visitor.session', { name: practice.name(t) })} load={loadBreathSession} onEnd={onEnd}>
        <breath-session technique={practice.technique} {...length} {...common} />
      </SessionIsland>
    );
  }
  const style = practice.preset ? { preset: practice.preset } : { minutes: practice.minutes, bells: true };
  return (
    <SessionIsland label={chrome('visitor.session', { name: practice.name(t) })} load={loadMeditationTimer} onEnd={onEnd}>
      <meditation-timer {...style} {...common} />
    </SessionIsland>
  );
}
