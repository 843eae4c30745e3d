/**
 * Raw HTTP for requests fetch will not send: any method (TRACE, made-up tokens), any Host header,
 * and a chosen local address, so one test can speak as two different clients (127.0.0.1 and
 * 127.0.0.2 are both loopback on Linux) or as a client from outside loopback.
 */
import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The request target exactly as sent (no URL normalisation); default: the URL's path and query. */
  target?: string;
  /** The address the connection comes from, e.g. 127.0.0.2. */
  localAddress?: string;
  timeoutMs?: number;
}

export function rawHttp(url: string, init: RawRequest = {}): Promise<RawResponse> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname.replace(/^\[|\]$/g, ''),
        port: Number(target.port),
        path: init.target ?? `${target.pathname}${target.search}`,
        method: init.method ?? 'GET',
        headers: init.headers,
        localAddress: init.localAddress,
        // Each request on its own connection, so the local address always applies.
        agent: false,
        timeout: init.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} in time`)));
    req.on('error', reject);
    req.end(init.body);
  });
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** How long `call` takes, in milliseconds. */
export async function timed(call: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}
