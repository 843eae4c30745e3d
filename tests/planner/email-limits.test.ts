/**
 * The email limits' rules over a log kept in memory: no limit for everyone, one stranger's
 * client cannot block another person's address, and a client, an address and an account each
 * have their cap, also when requests arrive at once.
 */
import {
  admitEmailRequest,
  EMAIL_LIMIT_WINDOW_MS,
  EMAIL_LIMITS,
  emailLimitChecks,
  hashEmailAddress,
  type EmailCountMatch,
  type EmailRequestKeys,
  type EmailRequestLog,
} from '../../supabase/functions/_shared/edge/emailLimits.ts';

interface Row extends EmailRequestKeys {
  id: number;
  at: number;
}

/**
 * A log in memory with its own clock. Each call yields to the event loop before it acts, so
 * requests started together interleave as they do against a database.
 */
class MemoryLog implements EmailRequestLog<number> {
  rows: Row[] = [];
  counted: EmailCountMatch[] = [];
  now = Date.parse('2026-11-28T12:00:00Z');
  private nextId = 1;

  async record(keys: EmailRequestKeys): Promise<number> {
    await new Promise((resolve) => setImmediate(resolve));
    const id = this.nextId++;
    this.rows.push({ ...keys, id, at: this.now });
    return id;
  }

  async count(match: EmailCountMatch, since: Date): Promise<number> {
    await new Promise((resolve) => setImmediate(resolve));
    this.counted.push(match);
    const wanted = Object.entries(match) as [keyof EmailRequestKeys, string][];
    return this.rows.filter(
      (row) => row.at >= since.getTime() && wanted.every(([key, value]) => row[key] === value),
    ).length;
  }

  async remove(id: number): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    this.rows = this.rows.filter((row) => row.id !== id);
  }

  ask(keys: EmailRequestKeys) {
    return admitEmailRequest(this, keys, { now: new Date(this.now) });
  }
}

const address = (name: string) => hashEmailAddress(`${name}@example.com`);
const client = (n: number) => `198.51.100.${n}`;

describe('email limits per address, client and account', () => {
  it('has no limit for everyone: 200 requests for 40 addresses leave a new address served', async () => {
    const log = new MemoryLog();
    for (let n = 0; n < 40; n += 1) {
      const addressHash = await address(`flood-${n}`);
      for (let round = 0; round < 5; round += 1) {
        await log.ask({ addressHash, client: client(n % 20) });
      }
    }
    expect(log.rows.length).toBeGreaterThan(11);
    expect(await log.ask({ addressHash: await address('mine'), client: client(99) })).toEqual({
      allowed: true,
    });
  });

  it('caps one client across addresses', async () => {
    const log = new MemoryLog();
    const decisions = [];
    for (let n = 0; n <= EMAIL_LIMITS.perClientPerHour; n += 1) {
      decisions.push(await log.ask({ addressHash: await address(`many-${n}`), client: client(1) }));
    }
    expect(decisions.slice(0, -1).every((decision) => decision.allowed)).toBe(true);
    expect(decisions.at(-1)).toEqual({ allowed: false, exceeded: ['client'] });
  });

  it('leaves your address served from your client when a stranger used up theirs', async () => {
    const log = new MemoryLog();
    const addressHash = await address('victim');
    const stranger = [];
    for (let round = 0; round < 6; round += 1) {
      stranger.push(await log.ask({ addressHash, client: client(66) }));
    }
    expect(stranger.filter((decision) => decision.allowed)).toHaveLength(
      EMAIL_LIMITS.perAddressAndClientPerHour,
    );
    expect(stranger.at(-1)).toEqual({ allowed: false, exceeded: ['addressAndClient'] });
    // The refused requests left no record, so they used up nothing of the address's cap.
    expect(log.rows).toHaveLength(EMAIL_LIMITS.perAddressAndClientPerHour);
    expect(await log.ask({ addressHash, client: client(7) })).toEqual({ allowed: true });
  });

  it('caps an address across clients, so a mailbox cannot be flooded', async () => {
    const log = new MemoryLog();
    const addressHash = await address('mailbox');
    let allowed = 0;
    for (let n = 0; n < 8; n += 1) {
      for (let round = 0; round < EMAIL_LIMITS.perAddressAndClientPerHour; round += 1) {
        if ((await log.ask({ addressHash, client: client(n) })).allowed) allowed += 1;
      }
    }
    expect(allowed).toBe(EMAIL_LIMITS.perAddressPerHour);
    expect(await log.ask({ addressHash, client: client(200) })).toEqual({
      allowed: false,
      exceeded: ['address'],
    });
  });

  it('caps the account an email is sent for, whatever the client and address', async () => {
    const log = new MemoryLog();
    const decisions = [];
    for (let n = 0; n <= EMAIL_LIMITS.perAccountPerHour; n += 1) {
      const keys = { addressHash: await address(`invitee-${n}`), client: client(n), account: 'a1' };
      decisions.push(await log.ask(keys));
    }
    expect(decisions.slice(0, -1).every((decision) => decision.allowed)).toBe(true);
    expect(decisions.at(-1)).toEqual({ allowed: false, exceeded: ['account'] });
    const otherAccount = { addressHash: await address('x'), client: client(150), account: 'a2' };
    expect(await log.ask(otherAccount)).toEqual({ allowed: true });
  });

  it('counts no account for an email sent for none', async () => {
    const log = new MemoryLog();
    await log.ask({ addressHash: await address('reset'), client: client(3) });
    expect(log.counted.some((match) => 'account' in match)).toBe(false);
    const keys = { addressHash: 'h', client: 'c', account: 'a' };
    expect(emailLimitChecks(keys).map((check) => check.dimension)).toEqual([
      'addressAndClient',
      'address',
      'client',
      'account',
    ]);
  });
});

describe('email limits over time', () => {
  it('serves again once the hour has passed', async () => {
    const log = new MemoryLog();
    const keys = { addressHash: await address('later'), client: client(4) };
    for (let round = 0; round < EMAIL_LIMITS.perAddressAndClientPerHour; round += 1) {
      expect((await log.ask(keys)).allowed).toBe(true);
    }
    expect((await log.ask(keys)).allowed).toBe(false);
    log.now += EMAIL_LIMIT_WINDOW_MS - 1000;
    expect((await log.ask(keys)).allowed).toBe(false);
    log.now += 1001;
    expect(await log.ask(keys)).toEqual({ allowed: true });
  });

  it('lets no client past its cap with many requests at once, and keeps no refused one', async () => {
    const log = new MemoryLog();
    const hashes = await Promise.all(Array.from({ length: 40 }, (_, n) => address(`burst-${n}`)));
    const decisions = await Promise.all(
      hashes.map((addressHash) => log.ask({ addressHash, client: client(5) })),
    );
    const allowed = decisions.filter((decision) => decision.allowed).length;
    expect(allowed).toBeLessThanOrEqual(EMAIL_LIMITS.perClientPerHour);
    expect(log.rows).toHaveLength(allowed);
    // Asked again one by one, the client gets exactly the rest of its share.
    for (const addressHash of hashes) await log.ask({ addressHash, client: client(5) });
    expect(log.rows).toHaveLength(EMAIL_LIMITS.perClientPerHour);
  });

  it('keeps only a hash of the address, the same however it is written', async () => {
    const hash = await hashEmailAddress('  Some.One@Example.com ');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(await hashEmailAddress('some.one@example.com'));
    expect(hash).not.toBe(await hashEmailAddress('some.two@example.com'));
  });

  it('keeps the pair below the address, so one client cannot block an address', () => {
    expect(EMAIL_LIMITS.perAddressPerHour).toBeGreaterThan(EMAIL_LIMITS.perAddressAndClientPerHour);
  });
});
