import Router from '@koa/router';
import * as z from 'zod';
import { requireUser, userOf } from '../http/auth';
import { rateLimitWrites } from '../http/rateLimit';
import { parseInput } from '../http/validate';
import type { ServiceDeps } from '../services/deps';
import { createSession, decodeCursor, deleteSession, encodeCursor, listSessions } from '../services/savedSessions';
import { listEntries, logEntryJson, recordEntry } from '../services/sessionLog';
import { name, text, uuidParam } from './schemas';

const createBody = z.strictObject({
  name: name(100),
  type: z.enum(['breathing', 'meditation'], 'must be "breathing" or "meditation"'),
  config: z.unknown(),
  // Saved sessions are always created idle (core-app §3); the field is accepted so clients may echo it.
  state: z.literal('idle', 'must be "idle" for a new session').optional(),
});

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

/** Saved sessions per page of GET /api/sessions: by default, and at most. */
export const DEFAULT_PAGE = 50;
export const MAX_PAGE = 100;

const listQuery = z.strictObject({
  limit: z.coerce.number('must be a number').int('must be a whole number').min(1, 'must be at least 1').max(MAX_PAGE, `must be at most ${MAX_PAGE}`).default(DEFAULT_PAGE),
  cursor: z
    .string('must be a cursor from a previous page')
    .transform((cursor, context) => {
      const position = decodeCursor(cursor);
      if (!position) context.addIssue({ code: 'custom', message: 'is not a cursor this API gave out: use the Link header of the previous page.' });
      return position ?? z.NEVER;
    })
    .optional(),
});

const logQuery = z.strictObject({ limit: z.coerce.number('must be a number').int().min(1).max(100).default(100) });

export function sessionRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api/sessions' });
  router.use(requireUser(deps.models));

  // A page is a JSON array as before; the next page, when there is one, is announced in a Link header (RFC 8288).
  router.get('/', async (ctx) => {
    const { limit, cursor } = parseInput(listQuery, ctx.query);
    const page = await listSessions(deps, userOf(ctx).id, { limit, after: cursor });
    if (page.next) ctx.set('Link', `</api/sessions?${new URLSearchParams({ limit: String(limit), cursor: encodeCursor(page.next) })}>; rel="next"`);
    ctx.body = page.sessions;
  });

  router.post('/', rateLimitWrites(deps), async (ctx) => {
    const body = parseInput(createBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createSession(deps, userOf(ctx).id, body);
  });

  router.post('/log', rateLimitWrites(deps), async (ctx) => {
    const body = parseInput(logBody, ctx.request.body);
    const { created, entry } = await recordEntry(deps, userOf(ctx).id, body);
    ctx.status = created ? 201 : 200;
    ctx.body = logEntryJson(entry);
  });

  router.get('/log', async (ctx) => {
    const { limit } = parseInput(logQuery, ctx.query);
    ctx.body = await listEntries(deps, userOf(ctx).id, limit);
  });

  router.delete('/:id', rateLimitWrites(deps), async (ctx) => {
    const { id } = parseInput(uuidParam, ctx.params);
    await deleteSession(deps, userOf(ctx).id, id);
    ctx.status = 204;
  });

  return router;
}
