import { describe, expect, it } from 'vitest';
import { checkHost, isPublicAddress, RefusedAddress } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '::1',
    '[::1]',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.15.255.255',
    '172.32.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
  ])('accepts %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('checkHost', () => {
  it('refuses a name that resolves to the loopback, and lets it through when private is allowed', async () => {
    await expect(checkHost('localhost', false)).rejects.toMatchObject({
      code: 'webhooks.address_not_allowed',
    });
    await expect(checkHost('localhost', true)).resolves.not.toHaveLength(0);
  });

  it('refuses IP literals of private networks, v4 and v6', async () => {
    for (const host of ['127.0.0.1', '[::1]', '192.168.0.5', '[fd00::5]']) {
      await expect(checkHost(host, false)).rejects.toBeInstanceOf(RefusedAddress);
    }
    await expect(checkHost('8.8.8.8', false)).resolves.toEqual([{ address: '8.8.8.8', family: 4 }]);
  });

  it('says a name that does not resolve was not found', async () => {
    await expect(checkHost('no-such-host.invalid', false)).rejects.toMatchObject({
      code: 'webhooks.host_not_found',
    });
  });
});
