/**
 * Which addresses an import may reach, and the addresses refused before anything is looked up
 * or requested: private and loopback hosts however they are written (IPv6, IPv4-mapped IPv6,
 * decimal, hex and octal IPv4), and addresses that are not http or https.
 */
import {
  isPublicAddress,
  parseIpv6,
} from '../../../supabase/functions/_shared/own-recipes/ip-address.ts';
import {
  fetchRecipePage,
  type FetchFailure,
} from '../../../supabase/functions/_shared/own-recipes/safe-fetch.ts';

describe('public and private addresses', () => {
  it.each([
    '127.0.0.1',
    '127.255.255.254',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.100.100.200',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.1.2.3',
    '::127.0.0.1',
    '::ffff:0:192.168.0.1',
    '64:ff9b::10.0.0.1',
    '2002:c0a8:101::1',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '2001:db8::1',
    'not-an-address',
    '1::2::3',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '64:ff9b::8.8.8.8',
  ])('allows %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it('reads IPv6 in its shortened, full and IPv4-tailed forms', () => {
    expect(parseIpv6('[2001:db8::8:800:200c:417a]')).toStrictEqual([
      0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a,
    ]);
    expect(parseIpv6('0:0:0:0:0:ffff:1.2.3.4')).toStrictEqual([
      0, 0, 0, 0, 0, 0xffff, 0x102, 0x304,
    ]);
    expect(parseIpv6('1:2:3:4:5:6:7:8:9')).toBeUndefined();
    expect(parseIpv6('1::2:3:4:5:6:7:8')).toBeUndefined();
  });
});

describe('addresses refused before any lookup or request', () => {
  /** The real fetch and resolver, counted: a refused address must reach neither. */
  function counted() {
    const calls = { fetch: 0, resolve: 0 };
    return {
      calls,
      deps: {
        fetch: (url: string, init: RequestInit) => {
          calls.fetch++;
          return fetch(url, init);
        },
        resolve: async () => {
          calls.resolve++;
          return ['93.184.215.14'];
        },
      },
    };
  }

  it.each<[string, FetchFailure]>([
    ['http://[::1]/recipe', 'private'],
    ['http://[::ffff:127.0.0.1]/', 'private'],
    ['http://[::ffff:7f00:1]:8080/', 'private'],
    ['http://[fe80::1]/', 'private'],
    ['http://[fd00::a]/', 'private'],
    ['http://2130706433/', 'private'],
    ['http://0x7f000001/', 'private'],
    ['http://0177.0.0.1/', 'private'],
    ['http://127.1/', 'private'],
    ['http://0/', 'private'],
    ['http://169.254.169.254/latest/meta-data/', 'private'],
    ['http://3232235777/', 'private'],
    ['http://localhost:3000/', 'private'],
    ['https://api.localhost/', 'private'],
    ['ftp://recipes.example/soup.html', 'scheme'],
    ['file:///etc/passwd', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['https://user:secret@recipes.example/', 'credentials'],
    ['not a web address', 'address'],
  ])('refuses %s (%s)', async (address, reason) => {
    const { calls, deps } = counted();
    const page = await fetchRecipePage(address, deps);
    expect(page).toMatchObject({ ok: false, reason });
    expect(calls).toStrictEqual({ fetch: 0, resolve: 0 });
  });

  it('refuses a name that resolves to a private address, without requesting it', async () => {
    const { calls, deps } = counted();
    const page = await fetchRecipePage('https://recipes.example/', {
      ...deps,
      resolve: async () => ['203.0.114.9', '10.0.0.8'],
    });
    expect(page).toMatchObject({ ok: false, reason: 'private' });
    expect(calls.fetch).toBe(0);
  });

  it('says a name that does not resolve could not be found', async () => {
    const { deps } = counted();
    for (const resolve of [async () => [], () => Promise.reject(new Error('NXDOMAIN'))]) {
      const page = await fetchRecipePage('https://no-such-site.example/', { ...deps, resolve });
      expect(page.ok ? '' : page.error).toBe(
        "That site's name could not be found. Check the address.",
      );
    }
  });
});
