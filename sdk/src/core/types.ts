/**
 * The contract between the session engines and everything that shows or sounds a session
 * (React runners, widgets, the audio scheduler, the hosted app). Times are milliseconds.
 */
import type { CueSound, SegmentKind, StartEndBell } from '../catalog/options';

/** Which engine a plan is for: a breathing session or a meditation. */
export type SessionKind = 'breathing' | 'meditation';

/** What a segment of a plan is. Breathing phases first, then meditation phases. */
export type PhaseKind =
  | 'settle'
  | 'inhale'
  | 'second-inhale'
  | 'hold'
  | 'exhale'
  | 'hold-after-exhale'
  | 'rapid-breathing'
  | 'breath-hold'
  | 'recovery-breath'
  | 'rest-between-rounds'
  | 'rest-between-sets'
  | 'pranayama'
  | 'meditation'
  | 'transition';

/** The cue a segment opens with: a breathing tone, or nothing. */
export type CueKind = 'inhale' | 'hold' | 'exhale';

/** One timed step of a plan: a breathing phase of one round, a rest, or a meditation phase. */
export interface Segment {
  /** Its 0-based position in plan.segments. */
  readonly index: number;
  /** What kind of step it is. */
  readonly phase: PhaseKind;
  /** The words a person sees: "Inhale", "Hold", "Pranayama Breathing", "Body Scan", ... */
  readonly label: string;
  /** Planned start, from the start of the session, assuming every open-ended segment before it ended at its planned length. */
  readonly start: number;
  /**
   * Planned length. For an open-ended segment, the length it is given in the plan (its limit, or 0):
   * with a limit it ends on its own when the limit is reached; with 0 it waits for the user.
   */
  readonly duration: number;
  /** True when the segment ends on a user event (the deep-reset breath hold, the silent timer). */
  readonly openEnded: boolean;
  /** 1-based round and set this segment belongs to (0 for settle-in and meditation phases). */
  readonly round: number;
  /** 1-based set (0 outside a set). */
  readonly set: number;
  /** The breathing cue it opens with, or null. */
  readonly cue: CueKind | null;
  /** For a segment of a meditation program: its 0-based place among the program's segments and its kind. */
  readonly programSegment?: ProgramSegmentRef;
}

/** Which segment of a meditation program a plan segment or a bell belongs to. */
export interface ProgramSegmentRef {
  /** 0-based, among the program's segments. */
  readonly index: number;
  /** sit, walk or settle. */
  readonly kind: SegmentKind;
}

/** A bell a plan rings: when, which sound, and why. */
export interface BellEvent {
  /** Planned session time it rings at, ms. */
  readonly at: number;
  /** The bell's sound (a bell type or a cue sound). */
  readonly sound: StartEndBell;
  /**
   * Why it rings: the session's start bell, an interval bell, or its end bell; in a program also the
   * start of a later segment (`segment`), a bell at a chosen minute (`at`), a bell every N minutes
   * (`every`) or at a random moment (`random`).
   */
  readonly reason: 'start' | 'interval' | 'end' | 'segment' | 'at' | 'every' | 'random';
  /** In a program, the segment it rings in (the end bell: the last one). */
  readonly programSegment?: ProgramSegmentRef;
}

/** What kind of bell a program's bell is, as the widgets' session-bell event names it. */
export type ProgramBellKind = 'segment-start' | 'at' | 'every' | 'random' | 'end';

/** A bell of a meditation program rang (the widgets' session-bell). */
export interface SessionBellDetail {
  /** When it rang, in ms of session time from the start (pauses excluded). */
  readonly at: number;
  /** The program segment it rang in, 0-based (the end bell: the last). */
  readonly segment: number;
  /** That segment's kind. */
  readonly kind: SegmentKind;
  /** What kind of bell: a segment's start, a chosen minute, every N minutes, a random moment, or the end. */
  readonly bell: ProgramBellKind;
}

/** A guidance prompt a meditation plan shows for a while. */
export interface PromptEvent {
  /** Session time it appears, ms. */
  readonly at: number;
  /** Session time it hides, ms. */
  readonly until: number;
  /** The words shown ("When your mind wanders, gently come back."). */
  readonly text: string;
}

/**
 * A compiled session: every segment with its planned times, the bells and the prompts. Plain,
 * serialisable data, built by buildBreathingPlan / buildMeditationPlan (or compile*Plan) and run by
 * a Runner. Times are ms.
 */
export interface Plan {
  /** The engine it is for. */
  readonly kind: SessionKind;
  /** Name of the session as shown and saved ("15 min Meditation + Pranayama", "Box Breathing"). */
  readonly title: string;
  /** Every step, in order. */
  readonly segments: readonly Segment[];
  /** Sum of the segments' durations: the planned length of the session. */
  readonly total: number;
  /** Target number of rounds ("Round X of Y"); 0 for meditation. */
  readonly rounds: number;
  /** The bells, by planned time (none for breathing). */
  readonly bells: readonly BellEvent[];
  /** The guidance prompts, by time (none for breathing or an unguided timer). */
  readonly prompts: readonly PromptEvent[];
  /** Interval bells of an open-ended timer repeat every this many ms past the plan; 0 when none. */
  readonly repeatBellEvery: number;
  /** The sound of those repeating interval bells (absent when repeatBellEvery is 0). */
  readonly repeatBellSound?: StartEndBell;
  /** Sets the rounds repeat in (1 when the config has none). */
  readonly sets?: number;
  /** Ambient and session-sound fade in at the start and out at the end, in ms (0 for breathing). */
  readonly fadeIn?: number;
  /** The fade out at the end, ms (see fadeIn). */
  readonly fadeOut?: number;
  /** The sound the breathing cues play, or null when cues are off (always null for meditation). */
  readonly cueSound?: CueSound | null;
  /** True for a silent timer: it counts up until ended, and RunnerState.remaining is the time counted up. */
  readonly openEnded?: boolean;
}

/** A monotonic clock in milliseconds. Injected everywhere; nothing in core reads a global timer. */
export interface Clock {
  /** The current reading, ms; never goes back. */
  now(): number;
}

/** Where a session stands: not started, running, paused, run to its end, or ended early. */
export type RunStatus = 'idle' | 'running' | 'paused' | 'complete' | 'stopped';

/** Everything a view shows of a session at one moment, derived from the plan and the time elapsed. */
export interface RunnerState {
  /** Where the session stands. */
  readonly status: RunStatus;
  /** Session time elapsed (pauses excluded), in ms. */
  readonly elapsed: number;
  /** The segment under way, or null before the start and after the end. */
  readonly segment: Segment | null;
  /** 0..1 through the current segment. */
  readonly progress: number;
  /** ms left in the current segment (0 while waiting on an open-ended segment past its planned length). */
  readonly segmentRemaining: number;
  /** ms into the current segment, counting on past an open-ended segment's planned length (0 when none is running). */
  readonly segmentElapsed?: number;
  /** ms left in the session; for an open-ended session, the time counted up instead. */
  readonly remaining: number;
  /** 1-based round under way (0 outside rounds), for "Round X of Y". */
  readonly round: number;
  /** The plan's target number of rounds (0 for meditation). */
  readonly rounds: number;
  /** The guidance prompt showing now, or null. */
  readonly prompt: string | null;
  /** True while the session waits for "Release & Breathe" (or for End on a silent timer). */
  readonly awaitingRelease: boolean;
  /** What the screen shows as the phase: the segment's label, "Session Complete" or "Session Ended". */
  readonly label: string;
  /** Set X of Y (0 of the plan's sets outside a set, e.g. settle-in or meditation). */
  readonly set: number;
  /** The plan's number of sets (1 when it has none). */
  readonly sets: number;
  /**
   * ms left of the settle-in ("Get comfortable") before the plan's first segment; absent once the
   * session proper runs (and with no settle-in). Session time stands at 0 until then.
   */
  readonly settling?: number;
}

/**
 * What a runner reports as session time passes, each once, in order: the start, each phase and
 * round, prompts, bells, and the end (`complete`) or an early end (`stop`). `at` is session ms.
 */
export type RunnerEvent =
  | { readonly type: 'start'; readonly at: number }
  | { readonly type: 'phase'; readonly at: number; readonly segment: Segment }
  | { readonly type: 'round'; readonly at: number; readonly round: number; readonly rounds: number }
  | { readonly type: 'prompt'; readonly at: number; readonly text: string }
  /**
   * `bell` is the plan's own BellEvent (same object, so it can be looked up in plan.bells; its `at` is
   * the planned time), or a new one for an interval bell a silent timer repeats past its plan. The
   * event's `at` is when it rings, after any release shifted it.
   */
  | { readonly type: 'bell'; readonly at: number; readonly bell: BellEvent }
  | { readonly type: 'complete'; readonly at: number }
  /** `reason`: what Runner.stop() was told (End Session is "user", the host's stop() "method"). */
  | { readonly type: 'stop'; readonly at: number; readonly reason: RunnerStopReason };

/** The `type` of a RunnerEvent. */
export type RunnerEventType = RunnerEvent['type'];

/**
 * What a session reports to its host, as plain data: the React runners' callbacks pass these, and
 * the widgets dispatch the very same objects as their DOM events' `detail`, so a host moving from
 * one to the other keeps its handlers. Every time is in whole milliseconds: the browser clock reads
 * fractions (3910.3000000000466), which mean nothing to a host and only make logs and equality
 * checks awkward.
 */

/** The session started. */
export interface SessionStartDetail {
  /** breathing or meditation. */
  readonly kind: Plan['kind'];
  /** The session's name as shown ("Box Breathing", "10 min Meditation"). */
  readonly title: string;
  /** Planned length in ms. */
  readonly total: number;
}

/** A phase began (inhale, hold, exhale, rest, pranayama, meditation, transition...). */
export interface PhaseChangeDetail {
  /** The phase's kind, e.g. "inhale", "hold-after-exhale", "meditation". */
  readonly phase: PhaseKind;
  /** The words on screen: "Inhale", "Hold", "Body Scan". */
  readonly label: string;
  /** 1-based round ("Round X of Y"; 0 for meditation phases) and the target number of rounds. */
  readonly round: number;
  /** The target number of rounds (0 for meditation). */
  readonly rounds: number;
  /** Planned start from the start of the session, and planned length, in ms. */
  readonly start: number;
  /** Planned length of the phase, ms (an open-ended phase: its limit, or 0 when it waits for the user). */
  readonly duration: number;
  /** In a meditation program, the segment that began, 0-based (absent outside a program's segments). */
  readonly segment?: number;
  /** In a meditation program, that segment's kind: sit, walk or settle. */
  readonly kind?: SegmentKind;
}

/** Where a session stands when it pauses, resumes, completes or stops. */
export interface SessionTimeDetail {
  /** breathing or meditation. */
  readonly kind: Plan['kind'];
  /** The session's name as shown. */
  readonly title: string;
  /** Session time that passed, pauses excluded, in ms. */
  readonly elapsed: number;
  /** Planned length in ms. */
  readonly total: number;
}

/** What a finished or ended session reports (onComplete, onStop). */
export type SessionEndDetail = SessionTimeDetail;

/**
 * Why a runner stopped before its end: its End Session button ("user"), or the host's stop() with the
 * reason it gives ("method" when it gives none). The elements give the two of their own: an attribute
 * that changes the session changed while it ran ("attributes"), or the element left the page ("removed").
 */
export type RunnerStopReason = 'user' | 'method' | 'attributes' | 'removed';

/** What onStop reports: the time that passed, and why it stopped (as the widgets' session-stop event). */
export interface RunnerStopDetail extends SessionEndDetail {
  /** Why it stopped. */
  readonly reason: RunnerStopReason;
}
