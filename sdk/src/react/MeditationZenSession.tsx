import { meditationHandlers } from './meditationHandlers';
import type { MeditationPlanSessionProps } from './MeditationPlanSession';
import { RunnerFrame } from './RunnerFrame';
import { ZEN_CONTROLS_MS, ZEN_FADE_MS, ZEN_LABEL_MS } from './timings';
import { useFlash } from './useFlash';
import { usePlanRun } from './usePlanRun';
import { useTimeout } from './useTimeout';
import { WordsContext } from './WordsContext';
import { ZenView } from './ZenView';

/**
 * MeditationPlanSession's zen view alone (whatever `zen` says): the timer fades to a breathing circle
 * after a while without a tap; a tap shows it and End for a moment. No idle dimming (the fade is its own).
 */
export function MeditationZenSession(props: MeditationPlanSessionProps) {
  const { session, chrome, onInteract: wake, words } = usePlanRun(props, { ...props, idleDim: false });
  const title = words.text(session.plan.title);
  const active = session.state.status === 'running' || session.state.status === 'paused';
  const fade = useTimeout(session.clock, ZEN_FADE_MS, active);
  const label = useTimeout(session.clock, ZEN_LABEL_MS, active);
  const controls = useFlash(session.clock, ZEN_CONTROLS_MS);
  const onInteract = () => {
    wake();
    fade.restart();
    controls.flash();
  };
  return (
    <WordsContext.Provider value={words}>
    <RunnerFrame label={title} className="sp-meditation sp-zen" announcement={chrome.announcement} onInteract={onInteract}>
      <h2 className="sp-sr-only">{title}</h2>
      <ZenView
        state={session.state}
        total={session.plan.total}
        labelVisible={!label.elapsed}
        faded={fade.elapsed}
        controlsVisible={controls.on}
        reducedMotion={props.reducedMotion}
        onRevealControls={controls.flash}
        {...meditationHandlers(session, props.allowRestart)}
      />
    </RunnerFrame>
    </WordsContext.Provider>
  );
}
