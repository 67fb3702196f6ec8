import type { SavedSession } from '@stillpoint/api/contract';
import { BREATHING_PRESET_CONFIGS } from '@stillpoint/sdk/catalog';
import { get, set } from 'idb-keyval';
import { apiJson } from '../../lib/apiRequest';
import type { SessionRequest } from '../session/sessionRequest';

/** commercial.md §3: an offline cached session (a saved session as the API sent it, and when it was cached). */
export type CachedSession = SavedSession & {
  readonly cachedAt: string;
  readonly category: 'free' | 'premium';
};

/** commercial.md §6 and core-app.md §6: what anyone runs offline, signed in or not. */
export const FREE_OFFLINE_SESSIONS: readonly { readonly id: string; readonly name: string; readonly length: string; readonly request: SessionRequest }[] = [
  {
    id: 'box',
    name: 'Box Breathing',
    length: '2 minutes',
    request: { kind: 'breathing', source: 'featured', title: 'Box Breathing', config: { ...BREATHING_PRESET_CONFIGS.box, duration: { type: 'time', value: 2 } } },
  },
  {
    id: 'deep-reset',
    name: 'Deep Reset',
    length: '1 minute',
    request: { kind: 'breathing', source: 'featured', title: 'Deep Reset', config: { ...BREATHING_PRESET_CONFIGS['deep-reset'], duration: { type: 'time', value: 1 } } },
  },
];

const cacheKey = (userId: string) => `stillpoint:offline-sessions:${userId}`;

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
