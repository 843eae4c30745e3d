/**
 * Limits on the emails the product sends when someone asks for one (a password reset today,
 * household invitations next), shaped so that no limit can be used up by a stranger to block
 * everyone, and a stranger on one client cannot block one person either.
 *
 * Every request is counted over the last hour against:
 * - its address and client together (3): a person who did not get the email can ask twice more;
 *   a stranger asking for your address uses up only this pair, not yours.
 * - its address across all clients (10): at most 10 emails an hour reach one mailbox through the
 *   product, however many clients ask. It is above the pair's 3, so one stranger's client leaves
 *   you 7; to block an address for the hour takes requests from 4 clients (4 × 3 ≥ 10).
 * - its client across all addresses (10): one sender reaches at most 10 mailboxes an hour. A
 *   household behind one shared address still has 10.
 * - the signed-in account it is sent for, when there is one (10): an inviting account sends at
 *   most 10 an hour, however many clients it uses.
 * There is no limit for all clients together: whoever could use it up would block every email.
 *
 * What remains: an attacker with many clients (a botnet, many proxies) can still send each
 * address up to 10 emails an hour, and by spending 4 clients on one address block it for an
 * hour; the limit per client bounds how many addresses each client can do that to. The auth
 * server keeps its own limits behind this one (see supabase/local/auth/emailDelivery.ts).
 *
 * Addresses are counted by their SHA-256 (hashEmailAddress); the address itself is never kept.
 * The log is injected (EmailRequestLog), so the rules run the same over a database table or in
 * a test.
 */

/** How far back requests count. */
export const EMAIL_LIMIT_WINDOW_MS = 60 * 60 * 1000;

export interface EmailLimits {
  perAddressAndClientPerHour: number;
  perAddressPerHour: number;
  perClientPerHour: number;
  perAccountPerHour: number;
}

export const EMAIL_LIMITS: Readonly<EmailLimits> = Object.freeze({
  perAddressAndClientPerHour: 3,
  perAddressPerHour: 10,
  perClientPerHour: 10,
  perAccountPerHour: 10,
});

/** Who an email request counts against. */
export interface EmailRequestKeys {
  /** hashEmailAddress of the address the email goes to. */
  addressHash: string;
  /** The client's address as the platform vouches for it (never a header the client writes). */
  client: string;
  /** The signed-in account the email is sent for (an invitation's inviter); none for a reset. */
  account?: string;
}

/** The keys a count matches: a request counts when it has every one of them. */
export type EmailCountMatch = Partial<EmailRequestKeys>;

export type EmailLimitDimension = 'addressAndClient' | 'address' | 'client' | 'account';

export interface EmailLimitCheck {
  dimension: EmailLimitDimension;
  match: EmailCountMatch;
  limit: number;
}

/** Where requests are kept: a table of hashed addresses, clients and times. */
export interface EmailRequestLog<Id> {
  /** Records a request, at the log's own time, and returns its id. */
  record(keys: EmailRequestKeys): Promise<Id>;
  /** How many recorded requests since `since` have every key of `match`. */
  count(match: EmailCountMatch, since: Date): Promise<number>;
  /** Forgets a request that was refused. */
  remove(id: Id): Promise<void>;
}

export type EmailLimitDecision =
  { allowed: true } | { allowed: false; exceeded: EmailLimitDimension[] };

/** The counts a request must stay within, the account's only when it has one. */
export function emailLimitChecks(
  keys: EmailRequestKeys,
  limits: EmailLimits = EMAIL_LIMITS,
): EmailLimitCheck[] {
  const { addressHash, client, account } = keys;
  const checks: EmailLimitCheck[] = [
    {
      dimension: 'addressAndClient',
      match: { addressHash, client },
      limit: limits.perAddressAndClientPerHour,
    },
    { dimension: 'address', match: { addressHash }, limit: limits.perAddressPerHour },
    { dimension: 'client', match: { client }, limit: limits.perClientPerHour },
  ];
  if (account !== undefined) {
    checks.push({ dimension: 'account', match: { account }, limit: limits.perAccountPerHour });
  }
  return checks;
}

/** The checks whose count, less the request's own record when `own` is 1, reached its limit. */
async function exceededChecks<Id>(
  log: EmailRequestLog<Id>,
  checks: EmailLimitCheck[],
  since: Date,
  own: 0 | 1,
): Promise<EmailLimitDimension[]> {
  const counts = await Promise.all(checks.map((check) => log.count(check.match, since)));
  return checks
    .filter((check, index) => (counts[index] ?? 0) - own >= check.limit)
    .map((check) => check.dimension);
}

/**
 * Decides whether a request may be served, and records it when it may.
 *
 * A request over a limit is refused before anything is recorded, so refusals never use up
 * anyone's limit (a stranger asking for your address again and again changes nothing for you).
 * A request within the limits is recorded first and counted again with its record: of several
 * requests at once, each sees every record made before its second count, so together they never
 * pass a limit. The cost: while requests are in flight their records count, so requests racing
 * for the last place may all be refused, and a burst for one key can refuse another request for
 * it at that moment. Refused records are removed at once, so nothing of a refusal lasts.
 */
export async function admitEmailRequest<Id>(
  log: EmailRequestLog<Id>,
  keys: EmailRequestKeys,
  options: { limits?: EmailLimits; now?: Date } = {},
): Promise<EmailLimitDecision> {
  const checks = emailLimitChecks(keys, options.limits);
  const since = new Date((options.now ?? new Date()).getTime() - EMAIL_LIMIT_WINDOW_MS);
  const before = await exceededChecks(log, checks, since, 0);
  if (before.length > 0) return { allowed: false, exceeded: before };
  const id = await log.record(keys);
  const after = await exceededChecks(log, checks, since, 1);
  if (after.length === 0) return { allowed: true };
  await log.remove(id);
  return { allowed: false, exceeded: after };
}

/**
 * The header that names the client. Hosted Supabase serves every project through Cloudflare
 * (https://supabase.com/docs/guides/platform/logs: API requests pass its edge servers), which sets
 * CF-Connecting-IP to the address that connected to it and overwrites any value a client sent.
 * X-Forwarded-For is appended to instead, so its entries can be forged or name a proxy of the
 * platform. The local functions host sets this header from the socket.
 */
export const CLIENT_HEADER = 'cf-connecting-ip';

/** The client's address as the platform vouches for it, or null when the platform did not say. */
export function clientAddress(req: Request): string | null {
  const address = req.headers.get(CLIENT_HEADER)?.trim();
  return address && address.length <= 64 ? address : null;
}

/** The SHA-256 of a text, in hex. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The SHA-256 (hex) of an address, trimmed and lower-cased: what the log keeps instead of it. */
export function hashEmailAddress(address: string): Promise<string> {
  return sha256Hex(address.trim().toLowerCase());
}
