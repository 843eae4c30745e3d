/**
 * Request bodies: JSON only, nesting bounded before anything parses them.
 */
import type { RequestContext } from '../contracts.ts';
import { invalidBody } from './errors.ts';

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * JSON in bodies may nest this deep. PostgreSQL parses json recursively, and PGlite stalls on
 * nesting in the tens of thousands, so deeper bodies are refused before anything parses them.
 */
const MAX_BODY_NESTING = 1000;

/** The deepest nesting of arrays and objects in JSON text, skipping string contents. */
function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return deepest;
}

export function parseBody(ctx: RequestContext): unknown {
  const contentType = (ctx.req.headers['content-type'] ?? 'application/json')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (contentType !== 'application/json' && contentType !== '') {
    throw invalidBody(`Content-Type not acceptable: ${contentType ?? ''}`);
  }
  const text = ctx.body.toString('utf8');
  if (jsonNestingDepth(text) > MAX_BODY_NESTING) {
    throw invalidBody(`JSON nesting deeper than ${MAX_BODY_NESTING} levels is not accepted`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw invalidBody('Empty or invalid json');
  }
}
