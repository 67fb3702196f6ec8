import type { SavedSession } from '@stillpoint/api/contract';
import { BREATHING_PRESET_CONFIGS } from '@stillpoint/sdk/catalog';
import { del, get, set } from 'idb-keyval';
import { apiJson } from '../../lib/apiRequest';
import type { SessionRequest } from '../session/sessionRequest';
import { FREE_OFFLINE_PRACTICES } from './freeOfflineSessions';

/** commercial.md §3: an offline cached session (a saved session as the API sent it, and when it was cached). */
export type CachedSession = SavedSession & {
  readonly cachedAt: string;
  readonly category: 'free' | 'premium';
};

/** commercial.md §6 and core-app.md §6: what anyone runs offline, signed in or not (freeOfflineSessions.ts), as sessions the app starts. */
export const FREE_OFFLINE_SESSIONS: readonly { readonly id: string; readonly name: string; readonly minutes: number; readonly request: SessionRequest }[] = FREE_OFFLINE_PRACTICES.map(
  ({ technique, name, minutes }) => ({
    id: technique,
    name,
    minutes,
    request: { kind: 'breathing', source: 'featured', title: name, config: { ...BREATHING_PRESET_CONFIGS[technique], duration: { type: 'time', value: minutes } } },
  }),
);

const cacheKey = (userId: string) => `stillpoint:offline-sessions:${userId}`;

/** Removes the user's cached sessions from this browser (sign-out). */
export const forgetCachedSessions = (userId: string) => del(cacheKey(userId));

export async function cachedSessions(userId: string): Promise<CachedSession[]> {
  return (await get<CachedSession[]>(cacheKey(userId))) ?? [];
}

/**
 * Caches the user's saved sessions (the newest page of GET /api/sessions) for offline use: on start while
 * online and when the connection returns (commercial.md §4). A failure keeps what was cached before.
 */
export async function cacheSavedSessions(userId: string): Promise<CachedSession[]> {
  const sessions = await apiJson<SavedSession[]>('GET', '/api/sessions');
  const cachedAt = new Date().toISOString();
  const cached = sessions.map((session) => ({ ...session, cachedAt, category: 'premium' as const }));
  await set(cacheKey(userId), cached);
  return cached;
}
