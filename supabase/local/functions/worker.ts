/**
 * Runs inside a worker thread: imports a function's handler.ts and answers one request at a time.
 * A handler's long computation therefore blocks only this thread, never the HTTP server.
 */
import { parentPort } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';

type Handler = (req: Request, env: Record<string, string>) => Promise<Response>;

export const workerRequestSchema = z.object({
  id: z.number().int(),
  handlerPath: z.string().min(1),
  method: z.string().min(1),
  url: z.url(),
  headers: z.array(z.tuple([z.string(), z.string()])),
  body: z.instanceof(Uint8Array).nullable(),
  env: z.record(z.string(), z.string()),
});
export type WorkerRequest = z.infer<typeof workerRequestSchema>;

export type WorkerReply =
  | { id: number; ok: true; status: number; headers: [string, string][]; body: Uint8Array }
  | { id: number; ok: false; message: string };

const handlers = new Map<string, Handler>();

async function loadHandler(handlerPath: string): Promise<Handler> {
  const cached = handlers.get(handlerPath);
  if (cached) return cached;
  const module: unknown = await import(pathToFileURL(handlerPath).href);
  const exported = z.object({ default: z.unknown() }).safeParse(module);
  const handler = exported.success ? exported.data.default : undefined;
  if (typeof handler !== 'function') {
    throw new Error(`${handlerPath} has no default export of a request handler function`);
  }
  const typed = handler as Handler;
  handlers.set(handlerPath, typed);
  return typed;
}

function jsonReply(id: number, status: number, body: Record<string, unknown>): WorkerReply {
  return {
    id,
    ok: true,
    status,
    headers: [['content-type', 'application/json']],
    body: new TextEncoder().encode(JSON.stringify(body)),
  };
}

async function answer(message: unknown): Promise<WorkerReply> {
  const parsed = workerRequestSchema.safeParse(message);
  if (!parsed.success) {
    const id = z.object({ id: z.number() }).safeParse(message);
    return {
      id: id.success ? id.data.id : -1,
      ok: false,
      message: 'Malformed request to the function worker',
    };
  }
  const request = parsed.data;
  let fetchRequest: Request;
  try {
    fetchRequest = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
  } catch (error) {
    // What HTTP let through but a fetch Request cannot carry is the client's error.
    const reason = error instanceof Error ? error.message : String(error);
    return jsonReply(request.id, 400, { code: 'BAD_REQUEST', message: reason });
  }
  try {
    const handler = await loadHandler(request.handlerPath);
    const response = await handler(fetchRequest, request.env);
    if (!(response instanceof Response)) {
      throw new Error('The handler did not resolve to a Response');
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const headers: [string, string][] = [];
    response.headers.forEach((value, key) => headers.push([key, value]));
    return { id: request.id, ok: true, status: response.status, headers, body };
  } catch (error) {
    const messageText = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return { id: request.id, ok: false, message: messageText };
  }
}

/** Sent once the thread can take requests, so a request's time limit excludes the thread's start. */
export const WORKER_READY = { ready: true } as const;

const port = parentPort;
if (port) {
  port.on('message', (message: unknown) => {
    void answer(message).then((reply) => {
      port.postMessage(reply, reply.ok ? [reply.body.buffer as ArrayBuffer] : []);
    });
  });
  port.postMessage(WORKER_READY);
}
