/**
 * The browser tests' page (bundled by serveRunnerHarness): mounts one runner from the scenario in
 * the URL and keeps every event it reports, with the page's clock, on `window.runnerEvents`.
 */
import { createRoot } from 'react-dom/client';
import type { BreathingConfig } from '../src/catalog/breathingConfig';
import type { MeditationConfig } from '../src/catalog/meditationConfig';
import { BreathingSession } from '../src/react/BreathingSession';
import { MeditationSession } from '../src/react/MeditationSession';
import { createManualClock, type ManualClock } from '../src/core/createManualClock';

interface Placement {
  /** How many runners of the scenario sit one under the other (default 1, filling the page's height). */
  stack?: number;
  /** Mount the runners only once "Begin" is pressed, as an app does after its Start: the page has had a gesture. */
  afterTap?: boolean;
  /** Run the session on a clock the test moves (`window.manualClock`), not the page's: a minute takes no minute. */
  manualClock?: boolean;
}

export type Scenario =
  | ({ kind: 'breathing'; config: BreathingConfig; timeScale: number; sound: boolean } & Placement)
  | ({ kind: 'meditation'; config: MeditationConfig; timeScale: number; sound: boolean } & Placement);

export interface RecordedEvent {
  type: string;
  /** The session clock's reading when the page heard it: performance.now(), or the manual clock's. */
  at: number;
  detail: unknown;
}

const scope = window as unknown as { runnerEvents: RecordedEvent[]; roundsSeen: string[]; manualClock?: ManualClock };
scope.runnerEvents = [];
scope.roundsSeen = [];

const scenario = JSON.parse(new URLSearchParams(location.search).get('scenario') ?? 'null') as Scenario | null;
if (!scenario) throw new Error('The harness needs ?scenario=<json>.');

const clock = scenario.manualClock ? createManualClock(performance.now()) : undefined;
if (clock) scope.manualClock = clock;
const now = () => clock?.now() ?? performance.now();
const record = (type: string) => (detail: unknown) => scope.runnerEvents.push({ type, at: now(), detail });
const callbacks = {
  onStart: record('start'),
  onPhaseChange: record('phase'),
  onPrompt: record('prompt'),
  onBell: record('bell'),
  onComplete: record('complete'),
  onStop: record('stop'),
};

// Every "Round X of Y" the screen shows, as a person would read it.
new MutationObserver(() => {
  const round = document.querySelector('[part="round"]')?.textContent;
  if (round && scope.roundsSeen.at(-1) !== round) scope.roundsSeen.push(round);
}).observe(document.body, { subtree: true, childList: true, characterData: true });

const host = document.createElement('main');
if (!scenario.stack) host.style.height = '100vh';
document.body.append(host);
const runner = (key: number) =>
  scenario.kind === 'breathing' ? (
    <BreathingSession key={key} config={scenario.config} timeScale={scenario.timeScale} clock={clock} sound={scenario.sound} {...callbacks} />
  ) : (
    <MeditationSession key={key} config={scenario.config} timeScale={scenario.timeScale} clock={clock} sound={scenario.sound} {...callbacks} />
  );
const root = createRoot(host);
const mount = () => root.render(<>{Array.from({ length: scenario.stack ?? 1 }, (_, i) => runner(i))}</>);
if (scenario.afterTap) {
  root.render(
    <button type="button" onClick={mount}>
      Begin
    </button>,
  );
} else mount();
