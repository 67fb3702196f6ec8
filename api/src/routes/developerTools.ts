import { randomBytes } from 'node:crypto';
import Router from '@koa/router';
import type { Middleware } from 'koa';
import { testTrialEmailBody, type DeveloperAccess, type QuickSetupAnswer } from '../contract/developerTools';
import type { MessageAnswer } from '../contract/auth';
import { DEVELOPER_TOOLS_FORBIDDEN } from '../contract/messages';
import { ForbiddenError } from '../errors';
import { currentUser } from '../http/auth';
import { parseInput } from '../http/validate';
import { isDeveloperAccount } from '../services/billing/access';
import type { ServiceDeps } from '../services/deps';
import { isTrialEmailDay } from '../services/trialEmails/trialEmailContent';
import { trialMessage } from '../services/trialEmails/trialEmails';
import { deleteUserRow, findUserByEmail, registerUser } from '../services/users';

/** commercial.md §2 "Quick setup": the test account, recreated after each server restart (a new password each run). */
export const QUICK_SETUP_EMAIL = 'quick-setup@stillpoint.test';

/** Who may use the developer tools: anyone outside production; in production only a confirmed developer account. */
async function mayUseDeveloperTools(deps: ServiceDeps, ctx: Parameters<Middleware>[0]): Promise<boolean> {
  if (!deps.config.production) return true;
  const user = await currentUser(deps.models, ctx);
  return user !== null && isDeveloperAccount(user, deps.config.developerEmails);
}

function developerOnly(deps: ServiceDeps): Middleware {
  return async (ctx, next) => {
    if (!(await mayUseDeveloperTools(deps, ctx))) throw new ForbiddenError(DEVELOPER_TOOLS_FORBIDDEN);
    await next();
  };
}

/** The developer tools of commercial.md §2 behind one gate: quick setup, a trial e-mail now, and whether the caller may use them. */
export function developerToolRoutes(deps: ServiceDeps): Router {
  const router = new Router({ prefix: '/api' });
  const quickSetupPassword = randomBytes(12).toString('base64url');

  router.get('/dev/access', async (ctx) => {
    const allowed = await mayUseDeveloperTools(deps, ctx);
    ctx.body = { allowed, reason: allowed ? (deps.config.production ? 'developer account' : 'not production') : DEVELOPER_TOOLS_FORBIDDEN } satisfies DeveloperAccess;
  });

  router.post('/quick-setup', developerOnly(deps), async (ctx) => {
    const existing = await findUserByEmail(deps, QUICK_SETUP_EMAIL);
    // One argon2 check: the account of this server run, or one from an earlier run (another password) to replace.
    const current = existing !== null && (await deps.passwords.verify(existing.passwordHash, quickSetupPassword));
    if (existing && !current) await deleteUserRow(deps, existing);
    if (!current) {
      await registerUser(deps, { firstName: 'Quick', lastName: 'Setup', email: QUICK_SETUP_EMAIL, password: quickSetupPassword }, { trialEmails: false }).catch(async (error: unknown) => {
        // Another request made it a moment ago with this run's password: that is the account asked for.
        const made = await findUserByEmail(deps, QUICK_SETUP_EMAIL);
        if (!made || !(await deps.passwords.verify(made.passwordHash, quickSetupPassword))) throw error;
      });
    }
    ctx.body = { credentials: { email: QUICK_SETUP_EMAIL, password: quickSetupPassword } } satisfies QuickSetupAnswer;
  });

  router.post('/email/test-trial-email', developerOnly(deps), async (ctx) => {
    const body = parseInput(testTrialEmailBody, ctx.request.body);
    if (!isTrialEmailDay(body.day)) return;
    const to = await findUserByEmail(deps, body.email);
    await deps.mailer.send(trialMessage(deps, body.email, body.firstName ?? to?.firstName ?? 'there', body.day, to?.id ?? null, to?.locale));
    ctx.body = { message: `Trial email for day ${body.day} sent to ${body.email}` } satisfies MessageAnswer;
  });

  return router;
}
