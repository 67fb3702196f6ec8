import type { Context, Middleware, Next } from 'koa';
import type { Models, User } from '../db/models';
import { UnauthenticatedError } from '../errors';

export interface AppState {
  user?: User;
}

/**
 * The signed-in user, or null. The session holds only the user's id; the session store reads the user
 * with the session into ctx.state.user when it can, so this reads the row only when it did not.
 */
export async function currentUser(models: Models, ctx: Context): Promise<User | null> {
  const userId = ctx.session?.userId;
  if (typeof userId !== 'string') return null;
  const loaded = ctx.state.user as User | undefined;
  if (loaded?.id === userId) return loaded;
  const user = await models.User.findByPk(userId);
  ctx.state.user = user ?? undefined;
  return user;
}

/** Guards a route: 401 "Unauthorized" unless signed in; the user is then in ctx.state.user. */
export function requireUser(models: Models): Middleware {
  return async (ctx: Context, next: Next) => {
    if (!(await currentUser(models, ctx))) throw new UnauthenticatedError();
    await next();
  };
}

export function userOf(ctx: Context): User {
  const user = ctx.state.user as User | undefined;
  if (!user) throw new UnauthenticatedError();
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
