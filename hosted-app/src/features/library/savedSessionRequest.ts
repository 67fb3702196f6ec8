import type { SavedSession } from '@stillpoint/api/contract';
import type { SessionRequest } from '../session/sessionRequest';

/**
 * The session a saved one runs. The API checked its config with the catalog schemas when it was saved, and
 * the runner checks it again before it runs (a stored config that no longer passes shows its errors).
 */
export function savedSessionRequest(session: SavedSession): SessionRequest {
  const base = { title: session.name, source: 'saved' as const };
  return session.type === 'breathing' ? { ...base, kind: 'breathing', config: session.config } : { ...base, kind: 'meditation', config: session.config };
}
