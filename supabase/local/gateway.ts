/**
 * What Kong does in front of a Supabase project: routing by prefix, CORS, the apikey check, plus
 * a body size limit, then hands the request to the service behind the prefix. A service that
 * throws gets a 500 JSON answer in the error shape of its API.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { timingSafeEqual } from 'node:crypto';
import type { LocalConfig, RequestContext, Service } from './contracts.ts';
import { answerPreflight, applyCors } from './cors.ts';
import { readBody } from './requestBody.ts';

export type Prefix = '/auth/v1' | '/rest/v1' | '/functions/v1' | '/mailbox';
export const PREFIXES: Prefix[] = ['/auth/v1', '/rest/v1', '/functions/v1', '/mailbox'];

/** The services behind each prefix; empty while the backend starts or stops. */
export type ServiceTable = Partial<Record<Prefix, Service>>;

/** Browser-facing links (email verify) are opened without an apikey, as Kong's open auth routes. */
const OPEN_AUTH_PATHS = new Set(['/verify', '/callback', '/authorize']);

function matchPrefix(pathname: string): { prefix: Prefix; path: string } | undefined {
  for (const prefix of PREFIXES) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      return { prefix, path: pathname.slice(prefix.length) || '/' };
    }
  }
  return undefined;
}

/** Errors in the shape the client library of each API reads. */
function errorBody(
  prefix: Prefix | undefined,
  status: number,
  code: string,
  message: string,
): Record<string, unknown> {
  switch (prefix) {
    case '/auth/v1':
      return { code: status, error_code: code, msg: message };
    case '/rest/v1':
      return { code, details: null, hint: null, message };
    default:
      return { code, message };
  }
}

function sendJson(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** Sends the error of `status` in the shape of the API behind `prefix`. */
export function sendError(
  res: ServerResponse,
  prefix: Prefix | undefined,
  status: number,
  code: string,
  message: string,
): void {
  sendJson(res, status, errorBody(prefix, status, code, message));
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Answers a request without a valid apikey (and returns true), as Kong's key-auth plugin. */
function refuseWithoutApiKey(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  config: LocalConfig,
): boolean {
  const header = req.headers.apikey;
  const apiKey =
    (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey') ?? undefined;
  if (!apiKey) {
    sendJson(res, 401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
    return true;
  }
  if (!safeEqual(apiKey, config.anonKey) && !safeEqual(apiKey, config.serviceRoleKey)) {
    sendJson(res, 401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
    return true;
  }
  return false;
}

async function callService(service: Service, prefix: Prefix, ctx: RequestContext): Promise<void> {
  const { req, res, url } = ctx;
  try {
    await service.handle(ctx);
    if (!res.headersSent) {
      console.error(`[server] ${req.method} ${url.pathname}: the service sent no response`);
      sendError(res, prefix, 500, 'unexpected_failure', 'The service sent no response');
    }
  } catch (error) {
    console.error(`[server] ${req.method} ${url.pathname} failed:`, error);
    sendError(res, prefix, 500, 'unexpected_failure', 'Internal server error');
  }
}

export interface GatewayOptions {
  config: LocalConfig;
  services: ServiceTable;
  maxBodyBytes: number;
}

/** The request listener: route, check, read the body, call the service. */
export function createGateway({
  config,
  services,
  maxBodyBytes,
}: GatewayOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async function handleRequest(req, res) {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      sendError(res, undefined, 400, 'bad_request', 'Malformed request URL');
      return;
    }
    if (req.method === 'OPTIONS') {
      answerPreflight(req, res, config.corsOrigins);
      return;
    }
    applyCors(req, res, config.corsOrigins);

    const route = matchPrefix(url.pathname);
    if (!route) {
      sendError(res, undefined, 404, 'not_found', `No API route matches ${url.pathname}`);
      return;
    }
    const service = services[route.prefix];
    if (!service) {
      sendError(res, route.prefix, 503, 'unavailable', 'The backend is starting or stopping');
      return;
    }

    const needsApiKey =
      route.prefix !== '/mailbox' &&
      !(route.prefix === '/auth/v1' && OPEN_AUTH_PATHS.has(route.path));
    if (needsApiKey && refuseWithoutApiKey(req, res, url, config)) return;

    const body = await readBody(req, maxBodyBytes);
    if (!body.ok) {
      if (body.reason === 'too_large') {
        res.setHeader('Connection', 'close');
        sendError(
          res,
          route.prefix,
          413,
          'request_too_large',
          `Request body is larger than ${maxBodyBytes} bytes`,
        );
      } else {
        res.destroy();
      }
      return;
    }

    await callService(service, route.prefix, {
      req,
      res,
      url,
      path: route.path,
      body: body.body,
      clientIp: req.socket.remoteAddress ?? 'unknown',
    });
  };
}

/**
 * Malformed HTTP gets a 400 instead of a silently dropped socket, unless the socket already
 * carries an answer. Bytes after a request that said `Connection: close` are no new request:
 * the request is still answered, and the connection closes after that answer.
 */
export function answerClientError(
  error: NodeJS.ErrnoException,
  socket: Duplex,
  answering: WeakSet<Duplex>,
): void {
  if (error.code === 'HPE_CLOSED_CONNECTION') return;
  if (!socket.writable || answering.has(socket)) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    code: tooLarge ? 'headers_too_large' : 'bad_request',
    message: tooLarge ? 'Request headers are too large' : 'Malformed HTTP request',
  });
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
