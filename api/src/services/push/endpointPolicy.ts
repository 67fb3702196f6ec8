import { isIP } from 'node:net';

/**
 * Where the API may send push requests. A subscription is user input naming a URL the server will later POST to:
 * without these rules anyone signed in could make the server call its own loopback services, the LAN or a cloud
 * metadata address (server-side request forgery). An endpoint is an https URL on port 443 naming its host by a
 * public-looking name that embeds no address. Pure, and the same at subscribe and at send; at send, every address a
 * name resolves to must also pass `isPublicAddress` (pushSender.ts), whatever the name.
 */

/** IPv4 ranges that are not the public internet (RFC 6890 and its successors): [first octets as a number, prefix length]. */
const PRIVATE_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local (cloud metadata lives here)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const v4Number = (address: string) => address.split('.').reduce((value, octet) => value * 256 + Number(octet), 0);

function isPublicV4(address: string): boolean {
  const value = v4Number(address);
  return !PRIVATE_V4.some(([base, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(v4Number(base) / 2 ** (32 - bits)));
}

/** The 16 bytes of an IPv6 address (any textual form Node's isIP accepts, embedded IPv4 included). */
function v6Bytes(address: string): number[] {
  let text = address.split('%')[0]!;
  const embedded = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (embedded) {
    const value = v4Number(embedded[1]!);
    text = `${text.slice(0, -embedded[1]!.length)}${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const groups = (part: string | undefined) => (part ? part.split(':').filter(Boolean).map((group) => parseInt(group, 16)) : []);
  const front = groups(head);
  const back = groups(tail);
  const all = tail === undefined ? front : [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back];
  return all.flatMap((group) => [group >> 8, group & 255]);
}

const v4Of = (bytes: number[], from: number) => bytes.slice(from, from + 4).join('.');

function isPublicV6(address: string): boolean {
  const bytes = v6Bytes(address);
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible, deprecated) reach the IPv4 address they carry.
  if (zeros(0, 10) && ((bytes[10] === 0xff && bytes[11] === 0xff) || (bytes[10] === 0 && bytes[11] === 0))) return isPublicV4(v4Of(bytes, 12));
  // 64:ff9b::/96 (NAT64) carries an IPv4 address too; 2002::/16 (6to4) carries one in bytes 2-5.
  if (bytes[0] === 0x00 && bytes[1] === 0x64 && bytes[2] === 0xff && bytes[3] === 0x9b && zeros(4, 12)) return isPublicV4(v4Of(bytes, 12));
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return isPublicV4(v4Of(bytes, 2));
  // Global unicast is 2000::/3; of it, documentation (2001:db8::/32) and Teredo (2001::/32) are refused.
  if ((bytes[0]! & 0xe0) !== 0x20) return false;
  if (bytes[0] === 0x20 && bytes[1] === 0x01 && ((bytes[2] === 0x0d && bytes[3] === 0xb8) || (bytes[2] === 0 && bytes[3] === 0))) return false;
  return true;
}

/** Whether an IP address (v4, or v6 in any form, mapped ones included) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) return isPublicV4(address);
  if (version === 6) return isPublicV6(address);
  return false;
}

/** Why a push endpoint is refused, in words for the 400; null when it may be sent to. */
export function endpointProblem(endpoint: string, allowedOrigins: ReadonlySet<string> = new Set()): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'subscription.endpoint: must be an https URL';
  }
  if (url.protocol !== 'https:') return 'subscription.endpoint: must be an https URL';
  // Tests name their own loopback endpoint here (through the app's deps); production passes none.
  if (allowedOrigins.has(url.origin)) return null;
  if (url.username || url.password) return 'subscription.endpoint: must not carry a user name or password';
  // The URL parser has normalised the host: 127.1 and 2130706433 are 127.0.0.1, [::FFFF:127.0.0.1] is [::ffff:7f00:1].
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  if (isIP(host)) {
    if (!isPublicAddress(host)) return 'subscription.endpoint: must be a push service on the public internet, not a private, loopback or link-local address';
    // Every push service is reached by its name; a literal address, public or not, is none of them.
    return 'subscription.endpoint: must name a push service by its name, not an IP address';
  }
  // Push services answer on https's own port (the parser drops an explicit :443): another port is some other service.
  if (url.port !== '') return 'subscription.endpoint: must use the https port 443';
  const name = host.replace(/\.$/, '').toLowerCase();
  if (!name.includes('.') || name === 'localhost' || /\.(localhost|local|internal|home\.arpa|lan)$/.test(name))
    return 'subscription.endpoint: must be a push service on the public internet, not a local name';
  if (embedsAddress(name)) return 'subscription.endpoint: must name a push service, not a name embedding an IP address';
  return null;
}

const OCTET = String.raw`(?:25[0-5]|2[0-4]\d|1?\d?\d)`;
const DOTTED_ADDRESS = new RegExp(String.raw`(?:^|\.)${OCTET}(?:\.${OCTET}){3}\.`);
const ADDRESS_IN_LABEL = new RegExp(String.raw`(?:^|-)(?:${OCTET}(?:-${OCTET}){3}|[0-9a-f]{8})$`);

/**
 * Whether a name carries an IPv4 address the way wildcard DNS services (nip.io, sslip.io) read one: four numbered
 * labels (`127.0.0.1.nip.io`), a label ending in four dashed numbers (`app-127-0-0-1`) or eight hex digits
 * (`magic-7f000001`). Such a name resolves to whatever address it embeds; no push service is named so.
 */
const embedsAddress = (name: string) => DOTTED_ADDRESS.test(name) || name.split('.').some((label) => ADDRESS_IN_LABEL.test(label));
