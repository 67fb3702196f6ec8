import { END_PUSH_MIN_SECONDS, type RunningSitAnswer, type RunningSitBody } from '@stillpoint/api/contract';
import { ApiError, apiJson, apiRequest } from '../../lib/apiRequest';
import type { KeptSession } from './runningSession';
import { techniqueOf } from './sessionRequest';

/**
 * The API's side of a running sit (PUT/DELETE /api/sessions/running/{id}): where notifications are on, its end
 * comes as a push when the page cannot ring it (a locked phone, a frozen tab), and the API logs it under the
 * sit's client id. A convenience: a failure is logged and the sit runs on as before.
 */
const warn = (error: unknown) => console.warn('[session] the API could not be told of the running sit', error);

/** Whether a sit of `plannedMs` gets an end push (the API answers the same; this spares it the shorter ones). */
export const wantsEndPush = (plannedMs: number) => Number.isFinite(plannedMs) && plannedMs >= END_PUSH_MIN_SECONDS * 1000;

/**
 * Tells the API the sit runs and when it ends (wall-clock ms), or that it stands paused (`endsAt` null). Answers
 * whether the API keeps it (a device to push to): only then is there an end to cancel.
 */
export async function announceSit(kept: KeptSession, plannedMs: number, endsAt: number | null): Promise<boolean> {
  const body: RunningSitBody = {
    session_type: kept.request.kind,
    technique: techniqueOf(kept.request),
    duration: Math.round(plannedMs / 1000),
    mood_tag: kept.request.moodTag ?? null,
    started_at: new Date(kept.startedAt).toISOString(),
    ends_at: endsAt === null ? null : new Date(endsAt).toISOString(),
  };
  try {
    const answer = await apiJson<RunningSitAnswer>('PUT', `/api/sessions/running/${kept.id}`, body);
    return endsAt === null || answer.pushAt !== null;
  } catch (error) {
    warn(error);
    return false;
  }
}

/** The sit ended or was stopped on the page: no push is to come. Not found means it was just sent. */
export function cancelSit(id: string): void {
  apiRequest('DELETE', `/api/sessions/running/${id}`).catch((error: unknown) => {
    if (!(error instanceof ApiError && error.status === 404)) warn(error);
  });
}
