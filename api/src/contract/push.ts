import * as z from 'zod';

/** The longest push endpoint accepted: the push services' own URLs are a few hundred characters. */
export const MAX_ENDPOINT_LENGTH = 1024;

/** Base64url (RFC 4648 §5, unpadded) of exactly `bytes` bytes. */
const base64url = (bytes: number, what: string) =>
  z
    .string(`must be ${what}`)
    .length(Math.ceil((bytes * 4) / 3), `must be ${what} (${bytes} bytes, base64url)`)
    .regex(/^[A-Za-z0-9_-]+$/, `must be ${what} (base64url)`);

/**
 * A browser's PushSubscription as `subscription.toJSON()` gives it. The endpoint is where the server will later send
 * requests, so it is held to an https URL of bounded length here; the API then refuses hosts that are not public
 * (services/push/endpointPolicy.ts), and checks every address a name resolves to again when it sends.
 */
export const pushSubscription = z.object({
  endpoint: z
    .string('must be the push service URL')
    .max(MAX_ENDPOINT_LENGTH, `must be at most ${MAX_ENDPOINT_LENGTH} characters`)
    .pipe(z.url({ protocol: /^https$/, error: 'must be an https URL' })),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    // An uncompressed P-256 point (65 bytes) and the 16-byte authentication secret (RFC 8291).
    p256dh: base64url(65, "the browser's P-256 public key"),
    auth: base64url(16, 'the authentication secret'),
  }),
});

/** POST /api/push/subscribe. */
export const subscribeBody = z.strictObject({ subscription: pushSubscription });

/** POST /api/push/unsubscribe: `{}` stops every device of the account; an endpoint stops that one. */
export const unsubscribeBody = z.strictObject({ endpoint: z.string().max(MAX_ENDPOINT_LENGTH).optional() });

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const weekday = z.number().int().min(1, 'must be 1 (Monday) to 7 (Sunday)').max(7, 'must be 1 (Monday) to 7 (Sunday)');

/** The daily reminder: on or off, a time of day ("HH:MM", 24 h) and the days it comes on, in the user's time zone. */
export const reminderSettings = z.strictObject({
  enabled: z.boolean('must be true or false'),
  time: z.string('must be a time').regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time of day as HH:MM (00:00-23:59)'),
  days: z
    .array(weekday)
    .min(1, 'must name at least one day')
    .max(7)
    .refine((days) => new Set(days).size === days.length, 'must not name a day twice'),
});

/** GET /api/push/status (commercial.md §7: enabled, deviceCount), with the reminder's settings. */
export const pushStatusAnswer = z.object({
  /** Whether any device of the account receives notifications. */
  enabled: z.boolean(),
  deviceCount: z.number().int(),
  reminder: reminderSettings,
});

/** GET /api/push/public-key: the VAPID key a browser subscribes with (applicationServerKey). */
export const publicKeyAnswer = z.object({ publicKey: z.string() });

/** POST /api/push/test. */
export const pushTestAnswer = z.object({ message: z.string(), sent: z.number().int() });

/** What a push message carries (JSON, encrypted to the device): the service worker shows it as a notification. */
export const pushMessage = z.object({
  title: z.string(),
  body: z.string(),
  /** One notification per tag: a newer one replaces the older (a reminder never piles up). */
  tag: z.string(),
  /** The page a click opens, on the app's origin. */
  url: z.string(),
});

export type PushSubscriptionJson = z.infer<typeof pushSubscription>;
export type SubscribeBody = z.input<typeof subscribeBody>;
export type ReminderSettings = z.infer<typeof reminderSettings>;
export type PushStatus = z.infer<typeof pushStatusAnswer>;
export type PushMessage = z.infer<typeof pushMessage>;
export type PushTestAnswer = z.infer<typeof pushTestAnswer>;
export type PublicKeyAnswer = z.infer<typeof publicKeyAnswer>;
