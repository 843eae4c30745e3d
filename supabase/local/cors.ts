/**
 * CORS as Kong answers it in front of a Supabase project: the headers and methods supabase-js
 * uses, for the configured origins ('*' for any).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOWED_HEADERS = [
  'authorization',
  'apikey',
  'content-type',
  'x-client-info',
  'x-supabase-api-version',
  'prefer',
  'accept',
  'accept-profile',
  'content-profile',
  'range',
  'range-unit',
  'x-upsert',
  'x-region',
].join(', ');
const EXPOSED_HEADERS = [
  'content-range',
  'content-location',
  'x-supabase-api-version',
  'preference-applied',
].join(', ');
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

export function applyCors(req: IncomingMessage, res: ServerResponse, origins: string[]): void {
  const origin = req.headers.origin;
  if (origins.includes('*')) {
    res.setHeader('Access-Control-Allow-Origin', '*');
  } else if (origin && origins.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  } else {
    return;
  }
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
}

export function answerPreflight(
  req: IncomingMessage,
  res: ServerResponse,
  origins: string[],
): void {
  applyCors(req, res, origins);
  if (res.hasHeader('Access-Control-Allow-Origin')) {
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', '86400');
  }
  res.writeHead(204, { 'Content-Length': '0' });
  res.end();
}
