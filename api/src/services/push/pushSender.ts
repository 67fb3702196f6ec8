import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import webpush, { WebPushError } from 'web-push';
import type { PushMessage } from '../../contract/push';
import { endpointProblem, isPublicAddress } from './endpointPolicy';

export interface VapidKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** A stored subscription, as the sender needs it. */
export interface PushTarget {
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
}

/** What became of one push: delivered, or the push service says the subscription is gone (404, 410: delete it). */
export type PushOutcome = 'sent' | 'gone';

export interface PushSender {
  readonly publicKey: string;
  /** Why an endpoint would be refused (400), or null. */
  endpointProblem(endpoint: string): string | null;
  /** Encrypts `message` to the subscription (RFC 8291, aes128gcm) and posts it to its push service; throws on other failures. */
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

export interface PushSenderOptions {
  readonly vapid: VapidKeys;
  /** The VAPID subject push services may contact about our traffic: `mailto:` or an https URL. */
  readonly subject: string;
  /** Tests only: origins of loopback endpoints they run themselves, and the CA their certificate is signed with. */
  readonly testEndpoints?: { readonly origins: readonly string[]; readonly ca: string };
  readonly timeoutMs?: number;
  /** How push services' names are resolved (dns.lookup by default): every address it answers must be public. */
  readonly lookup?: LookupFunction;
}

/** A push a subscription's rules refused at send time (a name that now resolves to a private address). */
export class RefusedEndpointError extends Error {
  override name = 'RefusedEndpointError';
}

/**
 * A resolver for the push agent's connections that resolves a push service's name with `resolve` (dns.lookup) and
 * refuses it when any address is not public: checked on the addresses the connection is then made to, so a name
 * cannot pass the check and connect elsewhere (DNS rebinding).
 */
export function publicOnly(resolve: LookupFunction = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (error, found) => {
      if (error) return void callback(error, '', 0);
      const addresses: LookupAddress[] = Array.isArray(found) ? found : [{ address: found, family: isIP(found) }];
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused || addresses.length === 0) {
        return void callback(new RefusedEndpointError(`${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not a public address`), '', 0);
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Sends with the `web-push` library (VAPID, aes128gcm), through an agent that connects to public addresses only. */
export function createPushSender(options: PushSenderOptions): PushSender {
  const allowed = new Set(options.testEndpoints?.origins ?? []);
  const agent = new Agent({ keepAlive: true, lookup: publicOnly(options.lookup), ...(options.testEndpoints ? { ca: options.testEndpoints.ca } : {}) });
  const vapidDetails = { subject: options.subject, publicKey: options.vapid.publicKey, privateKey: options.vapid.privateKey };
  return {
    publicKey: options.vapid.publicKey,
    endpointProblem: (endpoint) => endpointProblem(endpoint, allowed),
    async send(target, message) {
      // Literal addresses never reach the lookup: the stored endpoint is checked again here.
      const problem = endpointProblem(target.endpoint, allowed);
      if (problem) throw new RefusedEndpointError(problem);
      try {
        await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(message), {
          vapidDetails,
          agent,
          TTL: 12 * 60 * 60,
          timeout: options.timeoutMs ?? 10_000,
          contentEncoding: 'aes128gcm',
        });
        return 'sent';
      } catch (error) {
        if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) return 'gone';
        throw error;
      }
    },
  };
}

/** A new VAPID key pair (P-256), base64url as browsers take it. */
export const generateVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();
