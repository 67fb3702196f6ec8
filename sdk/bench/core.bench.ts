// The session engines' figures: plan compile time and state-derivation cost for a 60 minute session,
// and the drift under late timers (the acceptance test's simulation, measured rather than asserted).
import { performance } from 'node:perf_hooks';
import { compileBreathingPlan, compileMeditationPlan, createRunner, type MeditationConfig } from '../src/index';
import { bellsOn, breathing, meditation } from '../test-support/fixtures';
import { simulateDrift } from '../test-support/driftSimulation';
import { ManualClock } from '../src/core/ManualClock';

const bells = bellsOn({ interval: 5 });
const sixtyMinutes: MeditationConfig = meditation({ duration: 60, type: 'body-scan', bells });

/** Mean µs per call over `iterations` calls, after a warm-up. */
function meanMicros(iterations: number, body: (i: number) => void): number {
  for (let i = 0; i < Math.min(1000, iterations); i += 1) body(i);
  const started = performance.now();
  for (let i = 0; i < iterations; i += 1) body(i);
  return ((performance.now() - started) * 1000) / iterations;
}

const fmt = (micros: number) => (micros < 1 ? `${(micros * 1000).toFixed(0)} ns` : `${micros.toFixed(2)} µs`);
const line = (label: string, value: string) => console.log(`${label.padEnd(62)} ${value}`);

line('compile: 60 min body scan, bells every 5 min (mean per call)', fmt(meanMicros(20_000, () => compileMeditationPlan(sixtyMinutes))));
const longBreathing = breathing({ technique: 'custom', pattern: '1-0-1-0', duration: { type: 'time', value: 30 } });
const longPlan = compileBreathingPlan(longBreathing);
line(`compile: largest breathing plan (${longPlan.segments.length} segments) (mean per call)`, fmt(meanMicros(200, () => compileBreathingPlan(longBreathing))));

const plan = compileMeditationPlan(sixtyMinutes);
const clock = new ManualClock();
const runner = createRunner(plan, clock);
runner.start();
let sink = 0;
line(
  'state: getState() at a random moment of the 60 min session (mean)',
  fmt(
    meanMicros(500_000, (i) => {
      clock.set(clock.now() + ((i * 7919) % 7));
      sink += runner.getState().remaining;
    }),
  ),
);
const breathingRunner = createRunner(longPlan, new ManualClock());
line(
  `state: stateAt() over ${longPlan.segments.length} breathing segments (mean)`,
  fmt(meanMicros(500_000, (i) => (sink += breathingRunner.stateAt((i * 104_729) % longPlan.total).progress))),
);
line('state: createRunner() for the 60 min session (mean)', fmt(meanMicros(20_000, () => createRunner(plan, clock))));

const run = simulateDrift(sixtyMinutes, { seed: 7, maxLateMs: 1000, gapAtMs: 20 * 60_000, gapMs: 5 * 60_000 });
const planned = new Map<string, number>([
  ...plan.bells.map((b, i) => [`bell ${i}`, b.at] as const),
  ...plan.prompts.map((p, i) => [`prompt ${i}`, p.at] as const),
  ...plan.segments.map((s) => [`phase ${s.index}`, s.start] as const),
  ['complete', plan.total],
]);
const counters = { bell: 0, prompt: 0 };
let largestStampError = 0;
const lateness: number[] = [];
for (const { event, clockAt } of run.delivered) {
  let key: string | null = null;
  if (event.type === 'bell') key = `bell ${counters.bell++}`;
  else if (event.type === 'prompt') key = `prompt ${counters.prompt++}`;
  else if (event.type === 'phase') key = `phase ${event.segment.index}`;
  else if (event.type === 'complete') key = 'complete';
  if (key === null) continue;
  largestStampError = Math.max(largestStampError, Math.abs(event.at - planned.get(key)!));
  lateness.push(clockAt - run.startedAt - event.at);
}
lateness.sort((a, b) => a - b);
const completeAt = run.delivered.find(({ event }) => event.type === 'complete')!.event.at;
// The clock's own reading (from the session's start) at the first callback that shows Session Complete.
const shownComplete = run.observations.find(({ state }) => state.status === 'complete')!;
console.log('\ndrift: 60 min meditation, bells every 5 min; timers late by 0-1000 ms (seeded), one 5 min gap');
line('  events delivered (planned: bells + prompts + phases + complete)', `${lateness.length} (${planned.size})`);
line('  largest |stamp - planned time|', `${largestStampError} ms`);
line('  complete event stamped at', `${completeAt / 1000} s of session time`);
line('  Session Complete first shown: state elapsed / clock reading', `${shownComplete.state.elapsed / 1000} s / ${(shownComplete.clockAt - run.startedAt) / 1000} s`);
line('  delivery lateness: median / p95 / max (max: inside the 5 min gap)', `${lateness[lateness.length >> 1]} / ${lateness[Math.floor(lateness.length * 0.95)]} / ${lateness.at(-1)} ms`);
line('  timer callbacks', `${run.callbacks}`);
if (sink === -1) console.log(sink);
