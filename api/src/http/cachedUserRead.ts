import type { Middleware } from 'koa';
import type { UserValues } from '../db/models';
import type { CookieSigner } from './cookieSigner';
import type { CachedSession } from './sessionCache';

export interface CachedUserReadDeps {
  /** The session cookie's name; its signature travels in `<name>.sig`, as `cookies` signs it. */
  readonly cookie: string;
  /** The app's keys: only a cookie signed with the current one is answered here (an older one is signed again by the full chain). */
  readonly signer: CookieSigner;
  /** The session's lifetime: koa-session renews a session that has less than half of it left. */
  readonly maxAgeMs: number;
  /** The session of a cookie id and its user when this process holds them, unexpired; never a database read. */
  readonly cached: (cookieId: string) => CachedSession | undefined;
  /** The answer for the signed-in user, as the route gives it. */
  readonly answer: (user: UserValues) => unknown;
}

/**
 * Answers `GET <path>` for a signed-in user from the session cache, after the database gate (in an outage
 * it is refused as every call is) but before the session middleware and the router. A signed-in page asks who is signed in on every load, and the answer needs nothing but the
 * cached user; koa-session alone costs more than the rest of such a read (it loads and hashes the session
 * twice, and the router matches the whole route table), so this read skips them.
 *
 * It answers only what the full chain would answer the same way, with no session to change: a GET with no
 * body, a cookie signed with the current key, a session this process holds with its user, not due for
 * renewal. Anything else (no cookie, a bad or older signature, a session not cached or expired, one to
 * renew, a body to refuse) goes on to the full chain, which answers it as before. The answer is serialised
 * once per cached user (a change to the user replaces the cached values, so a new answer is made).
 */
export function cachedUserRead(path: string, deps: CachedUserReadDeps): Middleware {
  const signatureCookie = `${deps.cookie}.sig`;
  const answers = new WeakMap<object, string>();
  return (ctx, next) => {
    if (ctx.method !== 'GET' || ctx.path !== path || ctx.get('Content-Length') !== '' || ctx.get('Transfer-Encoding') !== '') return next();
    const id = ctx.cookies.get(deps.cookie);
    const signature = ctx.cookies.get(signatureCookie);
    if (!id || !signature || deps.signer.index(`${deps.cookie}=${id}`, signature) !== 0) return next();
    const session = deps.cached(id);
    // koa-session keeps the session's end in its data as `_expire` and renews on Date.now(), as here.
    const expire = session?.data._expire;
    if (!session?.user || session.data.userId !== session.userId || typeof expire !== 'number' || expire - Date.now() < deps.maxAgeMs / 2) return next();
    let body = answers.get(session.user);
    if (body === undefined) answers.set(session.user, (body = JSON.stringify(deps.answer(session.user as UserValues))));
    ctx.type = 'json';
    ctx.body = body;
    return Promise.resolve();
  };
}
