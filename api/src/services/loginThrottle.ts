import type { RateLimit } from '../config';
import type { User } from '../db/models';
import { tooMany } from './rateLimiter';
import type { ServiceDeps } from './deps';
import { authenticate } from './users';

/**
 * Signs in through the failure limit, which slows whoever guesses and never the account's owner (OWASP's
 * authentication guidance: no lockout that anyone can trigger). Failures are counted per account and client
 * address, `limit` of them in its window: each attempt is counted against its (account, client) pair before
 * the password is checked, atomically, so parallel guesses cannot slip past, and a correct password clears
 * the pair's count again. A client over its count is refused (429), whatever it sends, until its window
 * ends; a client that is not (the owner, elsewhere) is never refused for the account's sake.
 *
 * A guesser spread over many addresses is slowed by the per-address limit on every sign-in (the route's
 * rateLimit, across all accounts) and by argon2id's cost per guess; see the API README.
 */
export async function signInThrottled(deps: ServiceDeps, email: string, password: string, client: string, limit: RateLimit): Promise<User> {
  const pair = `login:failures:${email.toLowerCase()}:client:${client}`;
  const attempts = await deps.limiter.count(pair, limit);
  if (attempts.count > limit.max) throw tooMany(attempts, limit, deps.clock.now());
  const user = await authenticate(deps, email, password);
  await deps.limiter.clear(pair);
  return user;
}
