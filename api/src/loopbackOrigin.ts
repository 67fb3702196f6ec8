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

/**
 * The address a server for a loopback origin listens on: the origin's own (127.0.0.0/8, ::1), and 127.0.0.1 for
 * `localhost` (browsers try 127.0.0.1 and ::1 for it). Only this machine reaches it.
 */
export function loopbackListenAddress(origin: string): string {
  const { hostname } = new URL(origin);
  if (hostname === 'localhost') return '127.0.0.1';
  return hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
}
