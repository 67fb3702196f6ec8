import type { Sequelize } from 'sequelize';
import type { AppConfig } from '../config';
import type { Models } from '../db/models';
import type { Logger } from '../http/logger';
import type { Clock } from './clock';
import type { Mailer } from './mailer';
import type { Passwords } from './passwords';
import type { RateLimiter } from './rateLimiter';

/** What the routes and services share: built once per app by createApp. */
export interface ServiceContext {
  readonly sequelize: Sequelize;
  readonly models: Models;
  readonly passwords: Passwords;
  readonly limiter: RateLimiter;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly config: AppConfig;
  readonly log: Logger;
}
