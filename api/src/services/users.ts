import type { Locale } from '@stillpoint/sdk/catalog';
import { Sequelize as SequelizeStatic, UniqueConstraintError } from 'sequelize';
import type { User, UserValues } from '../db/models';
import { ConflictError, ForbiddenError, UnauthenticatedError } from '../errors';
import type { ServiceDeps } from './deps';
import { EMAIL_EXISTS, INVALID_CREDENTIALS, WRONG_PASSWORD } from '../contract/messages';
import type { PreferenceChanges } from '../contract/user';
import { canonicalTimeZone } from '../contract/timeZone';
import { pushDevicesOf, reminderOf } from './push/pushDevices';
import { scheduleTrialEmails } from './trialEmails/trialEmails';

/** The user as the client sees it (core-app §3): never the hash. */
export function userJson(user: UserValues) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    streakTrackingEnabled: user.streakTrackingEnabled,
    monthlyStatsEnabled: user.monthlyStatsEnabled,
    ouraRingEnabled: user.ouraRingEnabled,
    appleHealthEnabled: user.appleHealthEnabled,
    partialSitsCountForStreak: user.partialSitsCountForStreak,
    // A row written before zones were kept under their canonical names reads as its canonical one.
    timeZone: canonicalTimeZone(user.timeZone),
    locale: user.locale,
    emailVerified: user.emailVerifiedAt != null,
    createdAt: user.createdAt.toISOString(),
    goal: user.goal ?? null,
    experience: user.experience ?? null,
    timeCommitment: user.timeCommitment ?? null,
    onboardingDone: user.onboardingCompletedAt != null,
  };
}

export function findUserByEmail(deps: ServiceDeps, email: string): Promise<User | null> {
  return deps.models.User.findOne({ where: SequelizeStatic.where(SequelizeStatic.fn('lower', SequelizeStatic.col('email')), email.toLowerCase()) });
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  timeZone?: string | undefined;
  locale?: Locale | undefined;
}

/**
 * Creates the account with its trial (trialDays from now) and the trial e-mails' schedule, in one
 * transaction; a taken address, in any letter case, is a 409.
 */
export async function registerUser(deps: ServiceDeps, input: Registration, options: { trialEmails?: boolean } = {}): Promise<User> {
  if (await findUserByEmail(deps, input.email)) throw new ConflictError(EMAIL_EXISTS);
  const passwordHash = await deps.passwords.hash(input.password);
  const now = deps.clock.now();
  try {
    return await deps.sequelize.transaction(async (transaction) => {
      const user = await deps.models.User.create(
        {
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          timeZone: input.timeZone ?? 'UTC',
          locale: input.locale ?? 'en',
          trialStartedAt: now,
          trialEndsAt: new Date(now.getTime() + deps.config.trialDays * 24 * 60 * 60 * 1000),
        },
        { transaction },
      );
      if (options.trialEmails !== false) await scheduleTrialEmails(deps, user.id, now, transaction);
      return user;
    });
  } catch (error) {
    // Two registrations racing for one address: the unique index decides.
    if (error instanceof UniqueConstraintError) throw new ConflictError(EMAIL_EXISTS);
    throw error;
  }
}

/** The user whose password this is; otherwise "Invalid email or password", after the same work whether or not the address has an account. */
export async function authenticate(deps: ServiceDeps, email: string, password: string): Promise<User> {
  const user = await findUserByEmail(deps, email);
  if (!user) {
    await deps.passwords.waste(password);
    throw new UnauthenticatedError(INVALID_CREDENTIALS);
  }
  if (!(await deps.passwords.verify(user.passwordHash, password))) throw new UnauthenticatedError(INVALID_CREDENTIALS);
  return user;
}

export async function updatePreferences(deps: ServiceDeps, user: User, changes: PreferenceChanges): Promise<User> {
  const { onboardingDone, ...preferences } = changes;
  // The onboarding is done once said so, or once an answer is given; the first time is kept.
  const answered = preferences.goal != null || preferences.experience != null || preferences.timeCommitment != null;
  const done = (onboardingDone || answered) && !user.onboardingCompletedAt ? { onboardingCompletedAt: deps.clock.now() } : {};
  const updated = await user.update({ ...preferences, ...done });
  deps.userChanges.userChanged(user.id);
  return updated;
}

/** Everything stored about the user, as JSON (the hash, token hashes and session ids excluded: they are credentials). */
export async function exportUser(deps: ServiceDeps, user: User) {
  const { SavedSession, SessionLogEntry, ContactMessage, LoginSession, PasswordReset, EmailConfirmation } = deps.models;
  const [savedSessions, sessionLog, contactMessages, loginSessions, passwordResets, emailConfirmations, pushDevices, reminder] = await Promise.all([
    SavedSession.findAll({ where: { userId: user.id }, order: [['createdAt', 'ASC']] }),
    SessionLogEntry.findAll({ where: { userId: user.id }, order: [['occurredAt', 'ASC']] }),
    ContactMessage.findAll({ where: { userId: user.id }, order: [['createdAt', 'ASC']] }),
    LoginSession.findAll({ where: { userId: user.id }, order: [['expiresAt', 'ASC']] }),
    PasswordReset.findAll({ where: { userId: user.id }, order: [['createdAt', 'ASC']] }),
    EmailConfirmation.findAll({ where: { userId: user.id }, order: [['createdAt', 'ASC']] }),
    pushDevicesOf(deps, user.id),
    reminderOf(deps, user.id),
  ]);
  return {
    exportedAt: deps.clock.now().toISOString(),
    user: {
      ...userJson(user),
      emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
      trialStartedAt: user.trialStartedAt.toISOString(),
      trialEndsAt: user.trialEndsAt.toISOString(),
      updatedAt: user.updatedAt.toISOString(),
    },
    savedSessions: savedSessions.map((s) => ({ id: s.id, name: s.name, type: s.type, config: s.config, state: s.state, createdAt: s.createdAt, updatedAt: s.updatedAt })),
    sessionLog: sessionLog.map((e) => ({
      id: e.id,
      session_type: e.sessionType,
      technique: e.technique,
      duration: e.durationSeconds,
      completed: e.completed,
      mood_tag: e.moodTag,
      timestamp: e.occurredAt,
    })),
    contactMessages: contactMessages.map((m) => ({ id: m.id, name: m.name, email: m.email, subject: m.subject, message: m.message, createdAt: m.createdAt })),
    signedInSessions: loginSessions.map((s) => ({ expiresAt: s.expiresAt })),
    passwordResets: passwordResets.map((r) => ({ requestedAt: r.createdAt, expiresAt: r.expiresAt, usedAt: r.usedAt })),
    emailConfirmations: emailConfirmations.map((c) => ({ email: c.email, requestedAt: c.createdAt, expiresAt: c.expiresAt, usedAt: c.usedAt })),
    pushDevices,
    reminder,
  };
}

/**
 * Deletes the account once its password is given again; every table that holds the user's data cascades from users.
 * A running subscription is cancelled at the provider first: once the account is gone its owner has nowhere left to
 * stop the charges. While the provider cannot be reached the account stays (503, try again), never the other way round.
 */
export async function deleteAccount(deps: ServiceDeps, user: User, password: string): Promise<void> {
  if (!(await deps.passwords.verify(user.passwordHash, password))) throw new ForbiddenError(WRONG_PASSWORD);
  if (user.subscriptionStatus === 'active' && user.billingCustomerId && user.subscriptionId) {
    await deps.billing.cancelSubscription(user.billingCustomerId, user.subscriptionId);
  }
  await user.destroy();
  deps.userChanges.userChanged(user.id);
}

/** Removes an account outright (the developer tools' quick setup, which recreates its own test account). */
export async function deleteUserRow(deps: ServiceDeps, user: User): Promise<void> {
  await user.destroy();
  deps.userChanges.userChanged(user.id);
}
