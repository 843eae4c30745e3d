/**
 * Fetching a recipe page from an address a person typed, safely on a hostile web. Only http and
 * https; the address and every redirect (followed here, one at a time) are resolved and refused
 * when any address they resolve to is not on the public internet (see ip-address.ts), so that
 * the import cannot be used to reach the function's own network or a cloud metadata service.
 * The page must be HTML, at most 2 MB, fetched in at most 10 s in all, and readable in the
 * encoding it declares. Every refusal is a message a person can read.
 *
 * What this cannot do: pin the address it checked. `fetch` resolves the name again when it
 * connects, so a name whose DNS answers a public address to our lookup and a private one to
 * fetch's (DNS rebinding, with a zero TTL) slips past the check. Neither Deno's fetch nor the
 * web's lets the caller supply the resolved address, and connecting to the address itself would
 * break the certificate check for https. The full defence is a network one: run the function
 * where it has no route to private ranges, or behind an egress proxy that applies these rules.
 */
import { isAddressLiteral, isPublicAddress } from './ip-address.ts';
import { decodePage, pageCharset } from './page-charset.ts';

export interface FetchLimits {
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
}

export const DEFAULT_LIMITS: FetchLimits = {
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 10_000,
  maxRedirects: 5,
};

export interface SafeFetchDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Every address a host name resolves to (A and AAAA); Deno passes Deno.resolveDns, Node's
   *  tests dns.promises.lookup. An empty list or a throw means the name does not resolve. */
  resolve: (host: string) => Promise<string[]>;
  /** Tests only: "host:port" pairs reached even though they are private (the test's own local
   *  server). Never set in the deployed function. */
  allowHosts?: readonly string[];
  limits?: Partial<FetchLimits>;
}

export type FetchFailure =
  | 'address'
  | 'scheme'
  | 'credentials'
  | 'private'
  | 'dns'
  | 'redirect-loop'
  | 'too-many-redirects'
  | 'too-big'
  | 'timeout'
  | 'not-html'
  | 'not-found'
  | 'server-error'
  | 'http-error'
  | 'charset'
  | 'network';

export type FetchedPage =
  { ok: true; url: string; html: string } | { ok: false; reason: FetchFailure; error: string };

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;

function message(reason: FetchFailure, limits: FetchLimits, detail = ''): string {
  switch (reason) {
    case 'address':
      return 'That is not a web address the import can read. Check it and try again.';
    case 'scheme':
      return 'Only web addresses that start with http:// or https:// can be imported.';
    case 'credentials':
      return 'Web addresses with a user name or password in them cannot be imported.';
    case 'private':
      return 'That address points inside a private network, so it cannot be imported.';
    case 'dns':
      return "That site's name could not be found. Check the address.";
    case 'redirect-loop':
      return 'That page redirects in a loop, so it cannot be imported.';
    case 'too-many-redirects':
      return `That page redirects more than ${limits.maxRedirects} times, so it cannot be imported.`;
    case 'too-big':
      return `That page is larger than ${size(limits.maxBytes)}, so it cannot be imported.`;
    case 'timeout':
      return `That site took longer than ${limits.timeoutMs / 1000} seconds to send the page, so the import stopped.`;
    case 'not-html':
      return `That address is not a web page (it sent ${detail || 'no content type'}), so no recipe can be read from it.`;
    case 'not-found':
      return `That page was not found (${detail}). Check the address.`;
    case 'server-error':
      return `That site had a problem sending the page (${detail}). Try again later.`;
    case 'http-error':
      return `That site would not send the page (${detail}).`;
    case 'charset':
      return detail;
    case 'network':
      return 'That site could not be reached. Check the address, or try again later.';
  }
}

type Failure = Extract<FetchedPage, { ok: false }>;
const failure = (reason: FetchFailure, limits: FetchLimits, detail?: string): Failure => ({
  ok: false,
  reason,
  error: message(reason, limits, detail),
});

/** An address's URL, or why it cannot be fetched at all. */
function parseAddress(address: string): URL | Exclude<FetchFailure, 'private'> {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return 'address';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'scheme';
  if (url.username !== '' || url.password !== '') return 'credentials';
  url.hash = '';
  return url;
}

/** Whether the URL's host may be reached: a public address, or a name that resolves only to
 *  public addresses. Address literals (URL has already turned decimal, hex and octal IPv4 into
 *  dotted form) are judged without a lookup. */
async function hostVerdict(url: URL, deps: SafeFetchDeps): Promise<'ok' | 'private' | 'dns'> {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (deps.allowHosts?.includes(`${url.hostname}:${port}`)) return 'ok';
  const host = url.hostname.toLowerCase();
  if (isAddressLiteral(host)) return isPublicAddress(host) ? 'ok' : 'private';
  if (host === 'localhost' || host.endsWith('.localhost')) return 'private';
  let addresses: string[];
  try {
    addresses = await deps.resolve(host);
  } catch {
    return 'dns';
  }
  if (addresses.length === 0) return 'dns';
  return addresses.every(isPublicAddress) ? 'ok' : 'private';
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The body, read no further than `maxBytes`: a page that goes past it is refused. */
async function readBody(response: Response, maxBytes: number): Promise<Uint8Array | 'too-big'> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    return 'too-big';
  }
  if (response.body === null) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      return 'too-big';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);

/** A final (not redirect) response read into the page's text, or why it cannot be. */
async function readPage(
  response: Response,
  url: string,
  limits: FetchLimits,
): Promise<FetchedPage> {
  const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  const refuse = async (reason: FetchFailure, detail?: string) => {
    await response.body?.cancel();
    return failure(reason, limits, detail);
  };
  if (response.status === 404 || response.status === 410) return refuse('not-found', status);
  if (response.status >= 500) return refuse('server-error', status);
  if (response.status < 200 || response.status > 299) return refuse('http-error', status);
  const contentType = response.headers.get('content-type');
  const mime = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!HTML_TYPES.has(mime)) return refuse('not-html', mime);
  const bytes = await readBody(response, limits.maxBytes);
  if (bytes === 'too-big') return failure('too-big', limits);
  const decoded = decodePage(bytes, pageCharset(contentType, bytes));
  if (!decoded.ok) return failure('charset', limits, decoded.error);
  return { ok: true, url, html: decoded.text };
}

/** Follows the address and its redirects by hand, checking each before it is requested. */
async function follow(
  address: string,
  deps: SafeFetchDeps,
  limits: FetchLimits,
  signal: AbortSignal,
): Promise<FetchedPage> {
  const seen = new Set<string>();
  let next = address;
  for (let redirects = 0; ; redirects++) {
    const url = parseAddress(next);
    if (typeof url === 'string') return failure(url, limits);
    if (seen.has(url.href)) return failure('redirect-loop', limits);
    if (redirects > limits.maxRedirects) return failure('too-many-redirects', limits);
    seen.add(url.href);
    const verdict = await hostVerdict(url, deps);
    if (verdict !== 'ok') return failure(verdict, limits);
    const response = await deps.fetch(url.href, {
      redirect: 'manual',
      signal,
      headers: {
        accept: 'text/html,application/xhtml+xml;q=0.9',
        'user-agent': 'Mealwise recipe import (reads schema.org Recipe data)',
      },
    });
    if (!REDIRECTS.has(response.status)) return readPage(response, url.href, limits);
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (location === null)
      return failure('http-error', limits, `${response.status} without a Location`);
    try {
      next = new URL(location, url).href;
    } catch {
      return failure('address', limits);
    }
  }
}

/**
 * The HTML of the page at `address`, after its redirects, with the address it was finally read
 * from; or why it was refused. The time limit covers everything: lookups, redirects and the body.
 */
export async function fetchRecipePage(address: string, deps: SafeFetchDeps): Promise<FetchedPage> {
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A lookup cannot be aborted, so the deadline also races the whole chain.
  const deadline = new Promise<FetchedPage>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(failure('timeout', limits));
    }, limits.timeoutMs);
  });
  try {
    return await Promise.race([
      follow(address, deps, limits, controller.signal).catch(() =>
        controller.signal.aborted ? failure('timeout', limits) : failure('network', limits),
      ),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
