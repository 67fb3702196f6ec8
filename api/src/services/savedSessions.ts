import { describeErrors, parseBreathingConfig, parseMeditationConfig } from '@stillpoint/sdk/catalog';
import type { SavedSession } from '../db/models';
import { badRequest, notFound } from '../http/errors';
import type { ServiceContext } from './context';

export type SessionType = 'breathing' | 'meditation';

export const SESSION_NOT_FOUND = 'Session not found';

type SavedSessionRow = Pick<SavedSession, 'id' | 'name' | 'type' | 'config' | 'state' | 'createdAt' | 'updatedAt'>;

export function savedSessionJson(session: SavedSessionRow) {
  return {
    id: session.id,
    name: session.name,
    type: session.type,
    config: session.config,
    state: session.state,
    createdAt: session.createdAt.toISOString(),
    updatedAt: session.updatedAt.toISOString(),
  };
}

/** Checks a config with the same catalog schema the builders use; unknown settings are refused, not dropped. */
export function validateConfig(type: SessionType, config: unknown): object {
  const result = type === 'breathing' ? parseBreathingConfig(config) : parseMeditationConfig(config);
  if (!result.ok) throw badRequest(`config: ${describeErrors(result.errors)}`);
  return result.value as object;
}

export async function listSessions(ctx: ServiceContext, userId: string) {
  // Plain rows: building model instances costs more than the query for a list (measured in the bench).
  const rows = await ctx.models.SavedSession.findAll({
    where: { userId },
    order: [['createdAt', 'DESC'], ['id', 'ASC']],
    attributes: ['id', 'name', 'type', 'config', 'state', 'createdAt', 'updatedAt'],
    raw: true,
  });
  return rows.map(savedSessionJson);
}

export async function createSession(ctx: ServiceContext, userId: string, input: { name: string; type: SessionType; config: unknown }) {
  const config = validateConfig(input.type, input.config);
  const row = await ctx.models.SavedSession.create({ userId, name: input.name, type: input.type, config });
  return savedSessionJson(row);
}

/** Deletes one of the user's own sessions; another user's id answers exactly like a missing one. */
export async function deleteSession(ctx: ServiceContext, userId: string, id: string): Promise<void> {
  const deleted = await ctx.models.SavedSession.destroy({ where: { id, userId } });
  if (deleted === 0) throw notFound(SESSION_NOT_FOUND);
}
