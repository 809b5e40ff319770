import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { OwnAddresses, roomAddressLines } from './own-addresses';

/** A laptop on its own hotspot (Windows' 192.168.137.1) and a wired network, as Node lists them. */
const laptop = (): NodeJS.Dict<NetworkInterfaceInfo[]> => ({
  lo: [
    { address: '127.0.0.1', family: 'IPv4', internal: true } as NetworkInterfaceInfo,
    { address: '::1', family: 'IPv6', internal: true, scopeid: 0 } as NetworkInterfaceInfo,
  ],
  hotspot: [
    { address: '192.168.137.1', family: 'IPv4', internal: false } as NetworkInterfaceInfo,
    {
      address: 'fe80::1c2b:3a4d',
      family: 'IPv6',
      internal: false,
      scopeid: 7,
    } as NetworkInterfaceInfo,
  ],
  eth0: [
    { address: '10.0.0.5', family: 'IPv4', internal: false } as NetworkInterfaceInfo,
    { address: 'fd00::5', family: 'IPv6', internal: false, scopeid: 0 } as NetworkInterfaceInfo,
  ],
});

describe('OwnAddresses', () => {
  it("gives phones one http address per IPv4 interface that is not the loopback, at the server's port", () => {
    expect(new OwnAddresses(3000, laptop).phoneAddresses()).toEqual([
      'http://192.168.137.1:3000',
      'http://10.0.0.5:3000',
    ]);
  });

  it('allows every address of the machine as an origin, but IPv6 link-local ones no page can have', () => {
    expect([...new OwnAddresses(8080, laptop).origins()]).toEqual([
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://192.168.137.1:8080',
      'http://10.0.0.5:8080',
      'http://[fd00::5]:8080',
    ]);
  });

  it('knows the port once listening (PORT=0 picks one), and nothing before', () => {
    const own = new OwnAddresses(0, laptop);
    expect(own.phoneAddresses()).toEqual([]);
    expect(own.origins().size).toBe(0);
    own.listeningOn(41234);
    expect(own.phoneAddresses()).toContain('http://192.168.137.1:41234');
    expect(own.origins().has('http://192.168.137.1:41234')).toBe(true);
  });

  it('reads the addresses again after a few seconds: a hotspot started after the server counts', () => {
    let now = 0;
    let interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = { lo: laptop().lo };
    let reads = 0;
    const own = new OwnAddresses(
      3000,
      () => {
        reads += 1;
        return interfaces;
      },
      () => now,
    );
    expect(own.origins().has('http://192.168.137.1:3000')).toBe(false);
    interfaces = laptop();
    now = 1_000;
    // Kept for a few seconds: one read for the many requests of a busy room.
    expect(own.origins().has('http://192.168.137.1:3000')).toBe(false);
    expect(reads).toBe(1);
    now = 6_000;
    expect(own.origins().has('http://192.168.137.1:3000')).toBe(true);
    expect(reads).toBe(2);
  });
});

describe('roomAddressLines', () => {
  const addresses = ['http://192.168.137.1:3000', 'http://10.0.0.5:3000'];

  it('lists the addresses phones can open when listening on every interface', () => {
    for (const host of ['0.0.0.0', '::']) {
      expect(roomAddressLines(host, addresses)).toEqual([
        'Phones and tablets on this computer’s network (its hotspot) can open:',
        '  http://192.168.137.1:3000',
        '  http://10.0.0.5:3000',
      ]);
    }
  });

  it('says what to do when the computer has no network yet', () => {
    expect(roomAddressLines('0.0.0.0', [])).toEqual([expect.stringContaining('start the hotspot')]);
  });

  it('prints nothing for a server only this computer reaches (the default HOST)', () => {
    expect(roomAddressLines('127.0.0.1', addresses)).toEqual([]);
  });
});
