import Router from '@koa/router';
import * as z from 'zod';
import { requireUser, userOf } from '../http/auth';
import { badRequest } from '../http/errors';
import { parseInput } from '../http/validate';
import type { ServiceContext } from '../services/context';
import { createSession, deleteSession, listSessions } from '../services/savedSessions';
import { listEntries, logEntryJson, recordEntry } from '../services/sessionLog';
import { name, text, uuidParam } from './schemas';

const createBody = z.strictObject({
  name: name(100),
  type: z.enum(['breathing', 'meditation'], 'must be "breathing" or "meditation"'),
  config: z.unknown(),
  // Saved sessions are always created idle (core-app §3); the field is accepted so clients may echo it.
  state: z.literal('idle', 'must be "idle" for a new session').optional(),
});

const MAX_FUTURE_MS = 5 * 60 * 1000;

/**
 * The log holds sessions done with the app, so nothing before 2000 (and, in the route, nothing ahead of
 * the clock). The bound is also what keeps a date PostgreSQL cannot store from reaching it: JavaScript
 * and zod accept the year 0000, which PostgreSQL (1 BC, then AD 1) refuses.
 */
export const EARLIEST_LOG_TIME = new Date('2000-01-01T00:00:00Z');

const logBody = z.strictObject({
  id: z.uuid('must be a UUID').optional(),
  session_type: z.enum(['breathing', 'meditation'], 'must be "breathing" or "meditation"'),
  technique: name(64),
  duration: z.number('must be a number of seconds').int('must be a whole number of seconds').min(0, 'must not be negative').max(24 * 60 * 60, 'must be at most one day (86400 seconds)'),
  completed: z.boolean('must be true or false').default(true),
  mood_tag: text.trim().max(32, 'must be at most 32 characters').nullable().optional(),
  timestamp: z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 date and time' })
    .transform((value) => new Date(value))
    .refine((date) => date.getTime() >= EARLIEST_LOG_TIME.getTime(), 'must not be before 2000-01-01.')
    .optional(),
});

const logQuery = z.strictObject({ limit: z.coerce.number('must be a number').int().min(1).max(100).default(100) });

export function sessionRoutes(services: ServiceContext): Router {
  const router = new Router({ prefix: '/api/sessions' });
  router.use(requireUser(services));

  router.get('/', async (ctx) => {
    ctx.body = await listSessions(services, userOf(ctx).id);
  });

  router.post('/', async (ctx) => {
    const body = parseInput(createBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createSession(services, userOf(ctx).id, body);
  });

  router.post('/log', async (ctx) => {
    const body = parseInput(logBody, ctx.request.body);
    if (body.timestamp && body.timestamp.getTime() > services.clock.now().getTime() + MAX_FUTURE_MS) {
      throw badRequest('timestamp: must not be in the future.');
    }
    const { created, entry } = await recordEntry(services, userOf(ctx).id, body);
    ctx.status = created ? 201 : 200;
    ctx.body = logEntryJson(entry);
  });

  router.get('/log', async (ctx) => {
    const { limit } = parseInput(logQuery, ctx.query);
    ctx.body = await listEntries(services, userOf(ctx).id, limit);
  });

  router.delete('/:id', async (ctx) => {
    const { id } = parseInput(uuidParam, ctx.params);
    await deleteSession(services, userOf(ctx).id, id);
    ctx.status = 204;
  });

  return router;
}
