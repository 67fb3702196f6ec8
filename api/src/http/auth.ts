import type { Context, Middleware, Next } from 'koa';
import type { User } from '../db/models';
import type { ServiceContext } from '../services/context';
import { unauthorized } from './errors';

export interface AppState {
  user?: User;
}

/**
 * The signed-in user, or null. The session holds only the user's id; the row is read fresh each request
 * (the session store reads it with the session, into ctx.state.user, when it can).
 */
export async function currentUser(services: ServiceContext, ctx: Context): Promise<User | null> {
  const userId = ctx.session?.userId;
  if (typeof userId !== 'string') return null;
  const loaded = ctx.state.user as User | undefined;
  if (loaded?.id === userId) return loaded;
  const user = await services.models.User.findByPk(userId);
  ctx.state.user = user ?? undefined;
  return user;
}

/** Guards a route: 401 "Unauthorized" unless signed in; the user is then in ctx.state.user. */
export function requireUser(services: ServiceContext): Middleware {
  return async (ctx: Context, next: Next) => {
    if (!(await currentUser(services, ctx))) throw unauthorized();
    await next();
  };
}

export function userOf(ctx: Context): User {
  const user = ctx.state.user as User | undefined;
  if (!user) throw unauthorized();
  return user;
}

/** Signs in with a fresh session id (the old one, possibly planted by an attacker, is destroyed). */
export async function signIn(ctx: Context, user: User): Promise<void> {
  if (!ctx.session) throw new Error('session middleware missing');
  ctx.session.userId = user.id;
  ctx.state.user = user;
  await ctx.session.regenerate();
}

/** Destroys the session row and clears the cookie. */
export function signOut(ctx: Context): void {
  ctx.session = null;
  delete ctx.state.user;
}
