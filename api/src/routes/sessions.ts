import Router from '@koa/router';
import * as z from 'zod';
import { requirePremium } from '../http/access';
import { requireUser, userValuesOf } from '../http/auth';
import { rateLimitWrites } from '../http/rateLimit';
import { parseInput } from '../http/validate';
import type { ServiceDeps } from '../services/deps';
import { createSession, decodeCursor, deleteSession, encodeCursor, listSessions, renameSession, type SavedSessionRow } from '../services/savedSessions';
import { listEntries, logEntryJson, recordEntry } from '../services/sessionLog';
import { uuidParam } from '../contract/fields';
import { DEFAULT_PAGE, LOG_PAGE, MAX_PAGE } from '../contract/messages';
import { createSessionBody, logEntryBody, renameSessionBody, type SavedSession } from '../contract/sessions';

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

/**
 * A saved session as the contract gives it to the client (savedSessionAnswer): its times in UTC to the
 * millisecond. The two branches read alike: each lets the compiler pair the type with its config.
 */
function savedSessionAnswerOf(session: SavedSessionRow): SavedSession {
  const { id, name, state } = session;
  const createdAt = session.createdAt.toISOString();
  const updatedAt = session.updatedAt.toISOString();
  return session.type === 'breathing'
    ? { id, name, type: session.type, config: session.config, state, createdAt, updatedAt }
    : { id, name, type: session.type, config: session.config, state, createdAt, updatedAt };
}

const logQuery = z.strictObject({ limit: z.coerce.number('must be a number').int().min(1).max(LOG_PAGE).default(LOG_PAGE) });

export function sessionRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api/sessions' });
  router.use(requireUser(deps.models));

  // A page is a JSON array as before; the next page, when there is one, is announced in a Link header (RFC 8288).
  router.get('/', requirePremium(deps), async (ctx) => {
    const { limit, cursor } = parseInput(listQuery, ctx.query);
    const page = await listSessions(deps, userValuesOf(ctx).id, { limit, after: cursor });
    if (page.next) ctx.set('Link', `</api/sessions?${new URLSearchParams({ limit: String(limit), cursor: encodeCursor(page.next) })}>; rel="next"`);
    ctx.body = page.sessions.map(savedSessionAnswerOf);
  });

  router.post('/', requirePremium(deps), rateLimitWrites(deps), async (ctx) => {
    const body = parseInput(createSessionBody, ctx.request.body);
    const created = await createSession(deps, userValuesOf(ctx).id, body);
    ctx.status = 201;
    ctx.body = savedSessionAnswerOf(created);
  });

  router.post('/log', rateLimitWrites(deps), async (ctx) => {
    const body = parseInput(logEntryBody, ctx.request.body);
    const { created, entry } = await recordEntry(deps, userValuesOf(ctx).id, body);
    ctx.status = created ? 201 : 200;
    ctx.body = logEntryJson(entry);
  });

  router.get('/log', async (ctx) => {
    const { limit } = parseInput(logQuery, ctx.query);
    ctx.body = await listEntries(deps, userValuesOf(ctx).id, limit);
  });

  router.patch('/:id', requirePremium(deps), rateLimitWrites(deps), async (ctx) => {
    const { id } = parseInput(uuidParam, ctx.params);
    const { name } = parseInput(renameSessionBody, ctx.request.body);
    ctx.body = savedSessionAnswerOf(await renameSession(deps, userValuesOf(ctx).id, id, name));
  });

  router.delete('/:id', rateLimitWrites(deps), async (ctx) => {
    const { id } = parseInput(uuidParam, ctx.params);
    await deleteSession(deps, userValuesOf(ctx).id, id);
    ctx.status = 204;
  });

  return router;
}
