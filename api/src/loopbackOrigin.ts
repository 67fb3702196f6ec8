import { isIP } from 'node:net';

/**
 * Whether an origin can only be reached from this machine: `localhost`, 127.0.0.0/8 or `[::1]`. The URL parser
 * has already normalised the host (`http://127.1` is 127.0.0.1, `LOCALHOST` is localhost), so exact checks
 * suffice; anything else (a LAN address, `localhost.example.com`, `0.0.0.0`) is reachable by others.
 */
export function isLoopbackOrigin(origin: string): boolean {
  const { hostname } = new URL(origin);
  return hostname === 'localhost' || hostname === '[::1]' || (isIP(hostname) === 4 && hostname.startsWith('127.'));
}
