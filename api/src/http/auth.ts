import type { Context, Middleware, Next } from 'koa';
import { User, type Models, type UserValues } from '../db/models';
import { UnauthenticatedError } from '../errors';

export interface AppState {
  /** The signed-in user's values, for reading: shared with other requests, frozen. */
  userValues?: UserValues;
  /** A model instance of the signed-in user, this request's own: built on first need (a change to the user). */
  user?: User;
}

/** A `User` of this request's own from values read before: a copy (their Dates too), as Sequelize builds a row it found. */
const userFrom = (values: UserValues) =>
  User.build(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value instanceof Date ? new Date(value.getTime()) : value])) as UserValues, {
    isNewRecord: false,
    raw: true,
  });

/** What this API keeps in koa-session's session (the user's id alone), and the call that gives it a fresh id. */
interface LoginSession {
  userId?: unknown;
  regenerate: () => Promise<void> | undefined;
}

const loginSessionOf = (ctx: Context) => ctx.session as LoginSession | null | undefined;

/**
 * The signed-in user's values, or null. The session holds only the user's id; the session store reads the
 * user with the session into ctx.state.userValues when it can, so this reads the row only when it did not.
 */
async function currentUserValues(models: Models, ctx: Context): Promise<UserValues | null> {
  const userId = loginSessionOf(ctx)?.userId;
  if (typeof userId !== 'string') return null;
  const state = ctx.state as AppState;
  if (state.user?.id === userId) return state.user;
  if (state.userValues?.id === userId) return state.userValues;
  state.user = (await models.User.findByPk(userId)) ?? undefined;
  return state.user ?? null;
}

/** The signed-in user as a model instance of this request's own, or null. */
export async function currentUser(models: Models, ctx: Context): Promise<User | null> {
  return (await currentUserValues(models, ctx)) ? userOf(ctx) : null;
}

/** Guards a route: 401 "Unauthorized" unless signed in; the user is then read by userValuesOf (or userOf, to change it). */
export function requireUser(models: Models): Middleware {
  return async (ctx: Context, next: Next) => {
    if (!(await currentUserValues(models, ctx))) throw new UnauthenticatedError();
    await next();
  };
}

/** The signed-in user's values, for reading (after requireUser). */
export function userValuesOf(ctx: Context): UserValues {
  const state = ctx.state as AppState;
  const values = state.user ?? state.userValues;
  if (!values) throw new UnauthenticatedError();
  return values;
}

/** The signed-in user as a model instance to change (after requireUser); built once per request from the values read. */
export function userOf(ctx: Context): User {
  const state = ctx.state as AppState;
  if (state.user) return state.user;
  if (!state.userValues) throw new UnauthenticatedError();
  return (state.user = userFrom(state.userValues));
}

/** Signs in with a fresh session id (the old one, possibly planted by an attacker, is destroyed). */
export async function signIn(ctx: Context, user: User): Promise<void> {
  const session = loginSessionOf(ctx);
  if (!session) throw new Error('session middleware missing');
  session.userId = user.id;
  ctx.state.user = user;
  delete ctx.state.userValues;
  await session.regenerate();
}

/** Destroys the session row and clears the cookie. */
export function signOut(ctx: Context): void {
  ctx.session = null;
  delete ctx.state.user;
  delete ctx.state.userValues;
}
