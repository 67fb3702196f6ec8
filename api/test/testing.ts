// The API's testing entry (`@stillpoint/api/testing`): what a suite outside the API needs of it to run the
// real thing, and nothing more. Only @stillpoint/test-support imports it (.dependency-cruiser.cjs): the
// hosted app's tests, screenshots and benches get the API and its database from there.
export { createApp } from '../src/app';
export type { AppConfig } from '../src/config';
export { openDatabase, type Database } from '../src/db/database';
export { inlineHashes } from '../src/http/inlineHashes';
export { silentLogger } from '../src/logger';
export type { Clock } from '../src/services/clock';
export type { PushSender } from '../src/services/push/pushSender';
export { freshDatabase } from '../bench/freshDatabase';
export { startPushCapture, type PushCapture } from './pushCapture';
export { createPushSender, generateVapidKeys } from '../src/services/push/pushSender';
export { startSmtpCapture, type CapturedMail, type SmtpCapture } from './smtpCapture';
export { buildTestApp, closeTestApps, TEST_PASSWORD, testConfig, uniqueEmail } from './testApp';
export { openWorkerDatabase } from './testDatabase';
export { startJobs, type Jobs } from '../src/services/jobs';
