import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { isLoopbackUrl, lanUrlsOf, phoneReachOf, unreachableLine } from './phone-reach.ts';

const address = (family: 'IPv4' | 'IPv6', ip: string, internal = false) =>
  ({ family, address: ip, internal, netmask: '', mac: '', cidr: null }) as unknown as NetworkInterfaceInfo;
/** A laptop on the venue's Wi-Fi and a wired network, with its loopback and an IPv6 link-local address. */
const laptop = {
  lo: [address('IPv4', '127.0.0.1', true), address('IPv6', '::1', true)],
  wlan0: [
    address('IPv6', 'fe80::1c2d:3eff:fe4f:5a6b'),
    address('IPv6', '2001:db8:5::20'),
    address('IPv4', '192.168.1.20'),
  ],
  eth0: [address('IPv4', '10.0.0.7')],
};

describe('isLoopbackUrl', () => {
  it('knows the addresses that lead a phone back to itself', () => {
    for (const url of [
      'http://localhost:8080',
      'http://LOCALHOST',
      'http://app.localhost:8080',
      'http://127.0.0.1:8080',
      'http://127.1.2.3',
      'http://[::1]:8080',
      'http://0.0.0.0:8080',
    ])
      expect(isLoopbackUrl(url), url).toBe(true);
    for (const url of [
      'https://artclash.example',
      'http://192.168.1.20:8080',
      'http://[2001:db8::1]:8080',
      'http://localhost.example.com',
    ])
      expect(isLoopbackUrl(url), url).toBe(false);
  });
});

describe('lanUrlsOf', () => {
  it("lists the machine's network addresses, IPv4 first, without loopback or link-local ones", () => {
    expect(lanUrlsOf({ host: '::', port: 8080, tls: undefined }, laptop)).toEqual([
      'http://192.168.1.20:8080',
      'http://10.0.0.7:8080',
      'http://[2001:db8:5::20]:8080',
    ]);
  });

  it('keeps to the addresses the server listens on, over HTTPS with TLS', () => {
    const tls = { cert: '', key: '' };
    expect(lanUrlsOf({ host: '0.0.0.0', port: 443, tls }, laptop)).toEqual([
      'https://192.168.1.20:443',
      'https://10.0.0.7:443',
    ]);
    expect(lanUrlsOf({ host: '10.0.0.7', port: 8080, tls: undefined }, laptop)).toEqual(['http://10.0.0.7:8080']);
    expect(lanUrlsOf({ host: '127.0.0.1', port: 8080, tls: undefined }, laptop)).toEqual([]);
  });
});

describe('the start line (docs/decisions.md#346)', () => {
  const listening = { host: '0.0.0.0', port: 8080, tls: undefined };
  it('tells the operator of a localhost PUBLIC_URL which addresses to set instead', () => {
    const reach = phoneReachOf({ ...listening, publicUrl: 'http://localhost:8080' }, laptop);
    expect(unreachableLine('http://localhost:8080', reach)).toBe(
      "Phones cannot open http://localhost:8080, where the QR codes and sign-in send them: set PUBLIC_URL to this machine's address on the venue's network, one of http://192.168.1.20:8080, http://10.0.0.7:8080",
    );
  });

  it('tells how to listen on the network when the server listens on none', () => {
    const reach = phoneReachOf({ ...listening, host: '127.0.0.1', publicUrl: 'http://127.0.0.1:8080' }, laptop);
    expect(unreachableLine('http://127.0.0.1:8080', reach)).toMatch(/HOST=0\.0\.0\.0 and PUBLIC_URL/);
  });

  it('says nothing when phones can open PUBLIC_URL', () => {
    const reach = phoneReachOf({ ...listening, publicUrl: 'https://artclash.example' }, laptop);
    expect(reach.loopback).toBe(false);
    expect(unreachableLine('https://artclash.example', reach)).toBeUndefined();
  });
});
