/** Reading a request body under the server's size limit. */
import type { IncomingMessage } from 'node:http';

/** Beyond this a too-large body is not even read to its end: the connection is dropped. */
const MAX_DISCARD_BYTES = 64 * 1024 * 1024;

export type BodyResult =
  { ok: true; body: Buffer } | { ok: false; reason: 'too_large' | 'aborted' };

/** Reads the body up to limit bytes; a larger one is drained (so the client sees the 413) or cut. */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  return new Promise((resolve) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > MAX_DISCARD_BYTES) {
      resolve({ ok: false, reason: 'too_large' });
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = declared > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (size > MAX_DISCARD_BYTES) {
        req.destroy();
        return;
      }
      if (!tooLarge) chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(
        tooLarge ? { ok: false, reason: 'too_large' } : { ok: true, body: Buffer.concat(chunks) },
      ),
    );
    req.on('error', () => resolve({ ok: false, reason: 'aborted' }));
    req.on('close', () => {
      if (!req.complete) resolve({ ok: false, reason: tooLarge ? 'too_large' : 'aborted' });
    });
  });
}
