import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../config';
import type { Models } from '../db/models';
import type { Logger } from '../logger';
import type { AccountMails } from './accountMails';
import type { BillingProvider } from './billing/provider';
import type { Clock } from './clock';
import type { Mailer } from './mailer';
import type { Passwords } from './passwords';
import type { PushSender } from './push/pushSender';
import type { RateLimiter } from './rateLimiter';
import type { WriteAllowance } from './writeAllowance';

/**
 * Tells this process's caches that a user's row changed or their sessions were signed out, right after
 * the write: a request that follows in this process must not see the old row. Other processes hear of
 * the change from PostgreSQL (a trigger's NOTIFY), which cannot be relied on to arrive first here.
 */
export interface UserChanges {
  userChanged(userId: string): void;
}

/** What the services work with, built once per app by createApp and passed to every service call. */
export interface ServiceDeps {
  readonly sequelize: Sequelize;
  readonly models: Models;
  readonly passwords: Passwords;
  readonly limiter: RateLimiter;
  /** Each account's writes, counted in this process. */
  readonly writeAllowance: WriteAllowance;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly config: AppConfig;
  readonly log: Logger;
  readonly userChanges: UserChanges;
  /** The confirmation and reset e-mails requests ask for. */
  readonly accountMails: AccountMails;
  /** The payment service provider (Mollie, or the local one). */
  readonly billing: BillingProvider;
  /** Web push (VAPID keys, the `web-push` sender and its endpoint rules). */
  readonly push: PushSender;
}
