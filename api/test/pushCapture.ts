import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import selfsigned from 'selfsigned';
import type { PushSubscriptionJson } from '../src/contract/push';

/** One request a push service received: its headers, and the payload decrypted with the device's keys. */
export interface ReceivedPush {
  readonly path: string;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly message: unknown;
}

/** A browser's side of a subscription: the keys it made (P-256 ECDH, a 16-byte auth secret) and the JSON it sends the API. */
export interface TestDevice {
  readonly subscription: PushSubscriptionJson;
  readonly ecdh: ECDH;
  readonly authSecret: Buffer;
}

export interface PushCapture {
  /** https://127.0.0.1:port: the tests' only push service, allowed through the app's deps (testEndpoints). */
  readonly origin: string;
  /** The CA the endpoint's certificate is (self-)signed with. */
  readonly ca: string;
  /**
   * A new device subscribed at this push service; `status` is what the service answers its pushes (201, or 410 once
   * the browser unsubscribed). `host` names the service by one of the capture's `names` instead of its address.
   */
  device(status?: number, host?: string): TestDevice;
  /** Every push received for a device, decrypted, in order. */
  received(device: TestDevice): ReceivedPush[];
  /** Every push received at all. */
  readonly all: ReceivedPush[];
  close(): Promise<void>;
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * A push service on loopback, over https with a self-signed certificate: it records each request `web-push` sends
 * and decrypts its aes128gcm body (RFC 8188, keys per RFC 8291) with the device's private key, as a browser would.
 */
export async function startPushCapture(options: { readonly names?: readonly string[] } = {}): Promise<PushCapture> {
  // `names`: host names its certificate is valid for too (a test resolving one of them to loopback gets a valid TLS connection).
  const pems = await selfsigned.generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }, ...(options.names ?? []).map((value) => ({ type: 2 as const, value }))] }],
  });
  const devices = new Map<string, { device: TestDevice; status: number }>();
  const all: ReceivedPush[] = [];
  const server: Server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const known = devices.get(path);
      if (!known) return void response.writeHead(404).end();
      if (known.status < 300) {
        const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: known.device.ecdh, authSecret: b64url(known.device.authSecret) });
        all.push({ path, headers: request.headers, message: JSON.parse(plain.toString('utf8')) });
      }
      response.writeHead(known.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;
  return {
    origin,
    ca: pems.cert,
    device(status = 201, host) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/device-${(next += 1)}-${randomBytes(4).toString('hex')}`;
      const device: TestDevice = { ecdh, authSecret, subscription: { endpoint: `${host ? `https://${host}:${new URL(origin).port}` : origin}${path}`, expirationTime: null, keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(authSecret) } } };
      devices.set(path, { device, status });
      return device;
    },
    received: (device) => all.filter((push) => push.path === new URL(device.subscription.endpoint).pathname),
    all,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
