import { describe, expect, it } from 'vitest';
import { endpointProblem, isPublicAddress } from './endpointPolicy';
import { publicOnly, RefusedEndpointError } from './pushSender';

describe('which addresses a push may go to', () => {
  it('refuses loopback, private, link-local, reserved and mapped forms of them, in IPv4 and IPv6', () => {
    for (const address of ['127.0.0.1', '127.255.0.9', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '198.18.0.1'])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ['::1', '::', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:a9fe:a9fe', '::127.0.0.1', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1', '2001:db8::1', '64:ff9b::a00:1', '2002:0a00:0001::1', '2001:0:4136:e378::1'])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it('takes public addresses', () => {
    for (const address of ['8.8.8.8', '142.250.185.74', '172.32.0.1', '::ffff:8.8.8.8', '2a00:1450:4001:80b::200a', '2606:4700::6810:84e5', '64:ff9b::808:808'])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it('takes https endpoints on public names only, the test origins it is given aside', () => {
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/x')).toBeNull();
    expect(endpointProblem('https://updates.push.services.mozilla.com/wpush/v2/x')).toBeNull();
    expect(endpointProblem('http://fcm.googleapis.com/fcm/send/x')).toMatch(/https/);
    expect(endpointProblem('https://[::ffff:127.0.0.1]:8443/x')).toMatch(/loopback/);
    expect(endpointProblem('https://intranet/x')).toMatch(/local name/);
    expect(endpointProblem('https://printer.local/x')).toMatch(/local name/);
    expect(endpointProblem('https://127.0.0.1:4443/x')).toMatch(/loopback/);
    expect(endpointProblem('https://127.0.0.1:4443/x', new Set(['https://127.0.0.1:4443']))).toBeNull();
  });

  it('takes https\'s own port only, and names only: no literal address, public or not', () => {
    expect(endpointProblem('https://fcm.googleapis.com:443/fcm/send/x')).toBeNull();
    expect(endpointProblem('https://fcm.googleapis.com:22/x')).toBe('subscription.endpoint: must use the https port 443');
    expect(endpointProblem('https://fcm.googleapis.com:80/x')).toBe('subscription.endpoint: must use the https port 443');
    expect(endpointProblem('https://8.8.8.8/x')).toBe('subscription.endpoint: must name a push service by its name, not an IP address');
    expect(endpointProblem('https://[2606:4700::6810:84e5]/x')).toBe('subscription.endpoint: must name a push service by its name, not an IP address');
  });

  it('refuses names that embed an IP address (wildcard DNS such as nip.io and sslip.io answers it), in dotted, dashed and hex form', () => {
    for (const endpoint of ['https://127.0.0.1.nip.io/x', 'https://app.192.168.1.1.sslip.io/x', 'https://10-0-0-1.sslip.io/x', 'https://app-127-0-0-1.nip.io/x', 'https://magic-c0a80101.nip.io/x', 'https://7f000001.nip.io/x'])
      expect(endpointProblem(endpoint), endpoint).toBe('subscription.endpoint: must name a push service, not a name embedding an IP address');
    for (const endpoint of ['https://web.push.apple.com/x', 'https://wns2-bn3p.notify.windows.com/w/?token=1.2.3.4', 'https://fcm.googleapis.com/fcm/send/10.0.0.1', 'https://push1.example.com/x'])
      expect(endpointProblem(endpoint), endpoint).toBeNull();
  });

  it('refuses at send time a name that resolves to a loopback address, however it is spelt', async () => {
    const nipIo = publicOnly((hostname, options, callback) => (options.all ? callback(null, [{ address: '127.0.0.1', family: 4 }]) : callback(null, '127.0.0.1', 4)));
    const outcome = await new Promise<unknown>((resolve) => nipIo('127.0.0.1.nip.io', {}, (error) => resolve(error)));
    expect(outcome).toBeInstanceOf(RefusedEndpointError);
    expect(String(outcome)).toBe('RefusedEndpointError: 127.0.0.1.nip.io resolves to 127.0.0.1, which is not a public address');
  });

  it('refuses, at connection time, a name that resolves to a loopback address', async () => {
    const outcome = await new Promise<unknown>((resolve) => publicOnly()('localhost', {}, (error) => resolve(error)));
    expect(outcome).toBeInstanceOf(RefusedEndpointError);
    expect(String(outcome)).toMatch(/localhost resolves to (127\.0\.0\.1|::1), which is not a public address/);
  });
});
