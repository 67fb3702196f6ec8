import { compilePlan, type Plan } from '@stillpoint/sdk/core';
import { z } from 'zod';
import { runningSessionKey } from './runningSessionKept';
import type { SessionRequest } from './sessionRequest';

/**
 * The session running on this device, kept while it runs so that a reload, a crashed tab or a
 * pull-to-refresh loses no sit: the request, the log's client id, the start stamp and the pauses
 * (wall-clock ms, Date.now()). Its state is derived from these and the plan, never stored.
 * localStorage, per signed-in user: it is read synchronously when /app/session opens.
 */
const keptSession = z.object({
  id: z.uuid(),
  /** The request as launched; the runner checks its config with the catalog schemas again. */
  request: z.looseObject({ kind: z.enum(['breathing', 'meditation']), source: z.string(), config: z.record(z.string(), z.unknown()) }),
  startedAt: z.number().int().nonnegative(),
  /** Pauses so far; the last one open (`until` null) while it stands paused. */
  pauses: z.array(z.object({ from: z.number().int().nonnegative(), until: z.number().int().nonnegative().nullable() })),
  /** The session time (ms) it stands paused at, as its runner said; null while it runs. */
  pausedAt: z.number().nonnegative().nullable(),
  /** When the page was last seen running it: how long a session that cannot carry on was sat. */
  seenAt: z.number().int().nonnegative(),
  /** The API holds an end push for it (endPush.ts): its end or stop cancels that. */
  endPush: z.boolean().default(false),
  /** Session ms per wall ms (1 in use; the browser tests' fast clock). */
  timeScale: z.number().positive(),
});

export type KeptSession = Omit<z.output<typeof keptSession>, 'request'> & { readonly request: SessionRequest };

/** The user's kept session, or null (none, or one this version cannot read: it is dropped). */
export function readRunningSession(userId: string): KeptSession | null {
  try {
    const text = window.localStorage.getItem(runningSessionKey(userId));
    if (!text) return null;
    const parsed = keptSession.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data as KeptSession;
  } catch {
    // Unreadable storage or JSON: treated as nothing kept.
  }
  forgetRunningSession(userId);
  return null;
}

/** Keeps the session; a browser refusing storage only loses the reload's rescue, never the session itself. */
export function keepRunningSession(userId: string, kept: KeptSession): void {
  try {
    window.localStorage.setItem(runningSessionKey(userId), JSON.stringify(kept));
  } catch (error) {
    console.warn('[session] the running session could not be kept on this device', error);
  }
}

/** Drops the kept session: it ended, was stopped, or its user signed out. */
export function forgetRunningSession(userId: string): void {
  try {
    window.localStorage.removeItem(runningSessionKey(userId));
  } catch {
    // Nothing can be kept where storage is refused.
  }
}

const planOf = (request: SessionRequest) => compilePlan(request.kind === 'breathing' ? { type: 'breathing', config: request.config } : { type: 'meditation', config: request.config });

/** A plan that waits for the user (a breath hold, a silent timer): its end is not known ahead. */
const waitsForUser = (plan: Plan) => plan.openEnded === true || plan.segments.some((segment) => segment.openEnded);

/** Whether the request's end is known ahead (so it can carry on after a reload, and its end be pushed). */
export function endsOnItsOwn(request: SessionRequest): boolean {
  try {
    return !waitsForUser(planOf(request));
  } catch {
    return false;
  }
}

/** Where a kept session stands when the page comes back. */
export type KeptOutcome =
  /** It carries on at `elapsed` session ms, running or paused as it was. */
  | { readonly kind: 'resume'; readonly elapsed: number; readonly paused: boolean }
  /** It cannot: `sat` seconds are what it lasted, `completed` when its planned end passed. */
  | { readonly kind: 'ended'; readonly sat: number; readonly completed: boolean };

/** Wall ms the session ran between its start and `at`, its pauses excluded. */
function ranUntil(kept: KeptSession, at: number): number {
  const paused = kept.pauses.reduce((sum, pause) => sum + Math.max(0, Math.min(pause.until ?? at, at) - Math.min(pause.from, at)), 0);
  return Math.max(0, at - kept.startedAt - paused);
}

/**
 * Where the kept session stands at wall time `now`. The sit went on while the page was gone, so that
 * time counts: a plan of known length carries on at the time it has reached, or is complete once its
 * planned end has passed. A plan that waits for the user (the deep-reset breath hold, a silent timer)
 * cannot be carried on honestly: it ends with the time sat until the page was last seen.
 */
export function keptOutcome(kept: KeptSession, now: number): KeptOutcome {
  const plan = planOf(kept.request);
  const elapsed = ranUntil(kept, now) * kept.timeScale;
  if (waitsForUser(plan)) return { kind: 'ended', sat: Math.round((ranUntil(kept, Math.min(kept.seenAt, now)) * kept.timeScale) / 1000), completed: false };
  if (elapsed >= plan.total) return { kind: 'ended', sat: Math.round(plan.total / 1000), completed: true };
  // Paused, it waits where its runner stood: exact, where the wall clock's stamps are a few ms apart from it (on a
  // sped-up clock, seconds), so the runner's time is taken as it is, within the plan.
  if (kept.pausedAt !== null) return { kind: 'resume', elapsed: Math.min(kept.pausedAt, plan.total), paused: true };
  return { kind: 'resume', elapsed, paused: false };
}
