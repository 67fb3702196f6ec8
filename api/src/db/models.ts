import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Locale } from '@stillpoint/sdk/catalog';
import type { Plan } from '../contract/billing';
import type { OnboardingExperience, OnboardingGoal, OnboardingTime } from '../contract/user';

/** Column names are snake_case in the migrations; `underscored` maps the camelCase attributes onto them. */
const common = { underscored: true } as const;

export class User extends Model<InferAttributes<User>, InferCreationAttributes<User>> {
  declare id: CreationOptional<string>;
  declare email: string;
  declare firstName: string;
  declare lastName: string;
  declare passwordHash: string;
  declare streakTrackingEnabled: CreationOptional<boolean>;
  declare monthlyStatsEnabled: CreationOptional<boolean>;
  declare ouraRingEnabled: CreationOptional<boolean>;
  declare appleHealthEnabled: CreationOptional<boolean>;
  /** Whether a day with only sits ended early (completed false) counts towards the streak. */
  declare partialSitsCountForStreak: CreationOptional<boolean>;
  declare timeZone: CreationOptional<string>;
  /** The language of the app, the e-mails and the notifications (a CHECK keeps it one of LOCALES). */
  declare locale: CreationOptional<Locale>;
  /** When the address was proven to be the account holder's (confirmation link, or a completed password reset). */
  declare emailVerifiedAt: CreationOptional<Date | null>;
  /** The onboarding answers, null until given. */
  declare goal: CreationOptional<OnboardingGoal | null>;
  declare experience: CreationOptional<OnboardingExperience | null>;
  declare timeCommitment: CreationOptional<OnboardingTime | null>;
  /** When the onboarding overlay was finished or skipped (in any browser). */
  declare onboardingCompletedAt: CreationOptional<Date | null>;
  /** The billing provider's customer (Mollie's cst_…), once the user first checked out. */
  declare billingCustomerId: CreationOptional<string | null>;
  declare plan: CreationOptional<Plan | null>;
  /** The subscription as last seen: active, or canceled (access until currentPeriodEnd); null when there has been none. */
  declare subscriptionStatus: CreationOptional<'active' | 'canceled' | null>;
  declare subscriptionId: CreationOptional<string | null>;
  /** The end of the period paid for. */
  declare currentPeriodEnd: CreationOptional<Date | null>;
  /** When "Try one session for free" was used (once per account). */
  declare freeSessionUsedAt: CreationOptional<Date | null>;
  /** When the user unsubscribed from the trial e-mails. */
  declare trialEmailsStoppedAt: CreationOptional<Date | null>;
  declare trialStartedAt: Date;
  declare trialEndsAt: Date;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class SavedSession extends Model<InferAttributes<SavedSession>, InferCreationAttributes<SavedSession>> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare name: string;
  declare type: 'breathing' | 'meditation';
  declare config: object;
  declare state: CreationOptional<string>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class SessionLogEntry extends Model<InferAttributes<SessionLogEntry>, InferCreationAttributes<SessionLogEntry>> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare sessionType: 'breathing' | 'meditation';
  declare technique: string;
  /** The seconds practised: the whole plan when completed, the time sat when ended early. */
  declare durationSeconds: number;
  /** The seconds planned, when the client said (older entries and clients: null). */
  declare plannedDurationSeconds: CreationOptional<number | null>;
  /** The session's own name ("My morning 4-2-6", "Box Breathing"), when the client said. */
  declare title: CreationOptional<string | null>;
  declare completed: boolean;
  declare moodTag: string | null;
  declare occurredAt: Date;
  declare createdAt: CreationOptional<Date>;
}

export class LoginSession extends Model<InferAttributes<LoginSession>, InferCreationAttributes<LoginSession>> {
  declare id: string;
  declare userId: string | null;
  declare data: Record<string, unknown>;
  declare expiresAt: Date;
}

export class PasswordReset extends Model<InferAttributes<PasswordReset>, InferCreationAttributes<PasswordReset>> {
  declare id: CreationOptional<string>;
  declare userId: string;
  declare tokenHash: string;
  declare expiresAt: Date;
  declare usedAt: Date | null;
  declare createdAt: CreationOptional<Date>;
}

export class EmailConfirmation extends Model<InferAttributes<EmailConfirmation>, InferCreationAttributes<EmailConfirmation>> {
  declare id: CreationOptional<string>;
  declare userId: string;
  /** The address the link was mailed to: only that address is confirmed by it. */
  declare email: string;
  declare tokenHash: string;
  declare expiresAt: Date;
  declare usedAt: Date | null;
  declare createdAt: CreationOptional<Date>;
}

export class ContactMessage extends Model<InferAttributes<ContactMessage>, InferCreationAttributes<ContactMessage>> {
  declare id: CreationOptional<string>;
  declare userId: string | null;
  declare name: string;
  declare email: string;
  declare subject: string;
  declare message: string;
  declare createdAt: CreationOptional<Date>;
}

/** A user's column values as read, for reading only (the session cache hands the same object to many requests). */
export type UserValues = Readonly<InferAttributes<User>>;

const id = { type: DataTypes.UUID, primaryKey: true, defaultValue: DataTypes.UUIDV4 };
const timestamps = { createdAt: DataTypes.DATE, updatedAt: DataTypes.DATE };

export type Models = ReturnType<typeof defineModels>;

/** Binds the model classes to one connection; the tables themselves come from the migrations. */
export function defineModels(sequelize: Sequelize) {
  User.init(
    {
      id,
      email: { type: DataTypes.TEXT, allowNull: false },
      firstName: { type: DataTypes.TEXT, allowNull: false },
      lastName: { type: DataTypes.TEXT, allowNull: false },
      passwordHash: { type: DataTypes.TEXT, allowNull: false },
      streakTrackingEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      monthlyStatsEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      ouraRingEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      appleHealthEnabled: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      partialSitsCountForStreak: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      timeZone: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'UTC' },
      locale: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'en' },
      emailVerifiedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
      goal: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
      experience: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
      timeCommitment: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
      onboardingCompletedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
      billingCustomerId: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
      plan: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
      subscriptionStatus: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
      subscriptionId: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
      currentPeriodEnd: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
      freeSessionUsedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
      trialEmailsStoppedAt: { type: DataTypes.DATE, allowNull: true, defaultValue: null },
      trialStartedAt: { type: DataTypes.DATE, allowNull: false },
      trialEndsAt: { type: DataTypes.DATE, allowNull: false },
      ...timestamps,
    },
    { ...common, sequelize, tableName: 'users' },
  );
  SavedSession.init(
    {
      id,
      userId: { type: DataTypes.UUID, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: false },
      type: { type: DataTypes.TEXT, allowNull: false },
      config: { type: DataTypes.JSONB, allowNull: false },
      state: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'idle' },
      ...timestamps,
    },
    { ...common, sequelize, tableName: 'saved_sessions' },
  );
  SessionLogEntry.init(
    {
      id,
      userId: { type: DataTypes.UUID, allowNull: false },
      sessionType: { type: DataTypes.TEXT, allowNull: false },
      technique: { type: DataTypes.TEXT, allowNull: false },
      durationSeconds: { type: DataTypes.INTEGER, allowNull: false },
      plannedDurationSeconds: { type: DataTypes.INTEGER, allowNull: true, defaultValue: null },
      title: { type: DataTypes.TEXT, allowNull: true, defaultValue: null },
      completed: { type: DataTypes.BOOLEAN, allowNull: false },
      moodTag: { type: DataTypes.TEXT, allowNull: true },
      occurredAt: { type: DataTypes.DATE, allowNull: false },
      createdAt: DataTypes.DATE,
    },
    { ...common, sequelize, tableName: 'session_log_entries', updatedAt: false },
  );
  LoginSession.init(
    {
      id: { type: DataTypes.TEXT, primaryKey: true },
      userId: { type: DataTypes.UUID, allowNull: true },
      data: { type: DataTypes.JSONB, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
    },
    { ...common, sequelize, tableName: 'login_sessions', timestamps: false },
  );
  PasswordReset.init(
    {
      id,
      userId: { type: DataTypes.UUID, allowNull: false },
      tokenHash: { type: DataTypes.TEXT, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { ...common, sequelize, tableName: 'password_resets', updatedAt: false },
  );
  EmailConfirmation.init(
    {
      id,
      userId: { type: DataTypes.UUID, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      tokenHash: { type: DataTypes.TEXT, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { ...common, sequelize, tableName: 'email_confirmations', updatedAt: false },
  );
  ContactMessage.init(
    {
      id,
      userId: { type: DataTypes.UUID, allowNull: true },
      name: { type: DataTypes.TEXT, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      subject: { type: DataTypes.TEXT, allowNull: false },
      message: { type: DataTypes.TEXT, allowNull: false },
      createdAt: DataTypes.DATE,
    },
    { ...common, sequelize, tableName: 'contact_messages', updatedAt: false },
  );
  return { User, SavedSession, SessionLogEntry, LoginSession, PasswordReset, EmailConfirmation, ContactMessage } as const;
}
