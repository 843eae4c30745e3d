/**
 * The Realtime service at /realtime/v1/websocket: the WebSocket endpoint realtime-js connects to
 * (the apikey query parameter checked as the gateway checks REST's), serving postgres_changes
 * from the change feed (feed.ts) to the joined channels (connection.ts).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Db, LocalConfig } from '../contracts.ts';
import type { JoinedChannel } from './channel.ts';
import { RealtimeConnection } from './connection.ts';
import { startChangeFeed } from './feed.ts';
import { DEFAULT_REALTIME_LIMITS, type RealtimeLimits } from './limits.ts';
import { SUPPORTED_VSNS, type Vsn } from './protocol.ts';

export const REALTIME_PATH = '/realtime/v1/websocket';
/** Close code of a server going away (RFC 6455): realtime-js reconnects by itself. */
const GOING_AWAY = 1001;
const CLOSE_WAIT_MS = 1000;

export interface RealtimeService {
  /** Takes an HTTP upgrade request for REALTIME_PATH (anything else gets 404). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Closes every socket and stops the feed. */
  close(): Promise<void>;
}

function sameKey(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function refuseUpgrade(socket: Duplex, status: string, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

/** The apikey and vsn of an upgrade, or why it is refused. */
function checkUpgrade(
  req: IncomingMessage,
  config: LocalConfig,
): { apiKey: string; vsn: Vsn } | { status: string; body: Record<string, unknown> } {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== REALTIME_PATH) {
    return { status: '404 Not Found', body: { code: 'not_found', message: 'No such endpoint' } };
  }
  const header = req.headers.apikey;
  const apiKey = url.searchParams.get('apikey') ?? (Array.isArray(header) ? header[0] : header);
  if (!apiKey) {
    return {
      status: '401 Unauthorized',
      body: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    };
  }
  if (!sameKey(apiKey, config.anonKey) && !sameKey(apiKey, config.serviceRoleKey)) {
    return {
      status: '401 Unauthorized',
      body: {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      },
    };
  }
  // Phoenix takes a socket without vsn to speak 1.0.0.
  const vsn = url.searchParams.get('vsn') ?? '1.0.0';
  if (!SUPPORTED_VSNS.includes(vsn as Vsn)) {
    return {
      status: '400 Bad Request',
      body: { code: 'bad_request', message: `Unsupported serializer version ${vsn}` },
    };
  }
  return { apiKey, vsn: vsn as Vsn };
}

export async function createRealtimeService(deps: {
  db: Db;
  config: LocalConfig;
}): Promise<RealtimeService> {
  const { db, config } = deps;
  const limits: RealtimeLimits = { ...DEFAULT_REALTIME_LIMITS, ...config.realtimeLimits };
  const registry = new Set<JoinedChannel>();
  const connections = new Set<RealtimeConnection>();
  let bindingIds = 0;
  let closed = false;
  const feed = await startChangeFeed(db, () => [...registry]);
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxFrameBytes,
    perMessageDeflate: false,
  });

  return {
    handleUpgrade(req, socket, head) {
      if (closed) {
        refuseUpgrade(socket, '503 Service Unavailable', {
          code: 'unavailable',
          message: 'The backend is stopping',
        });
        return;
      }
      const checked = checkUpgrade(req, config);
      if ('status' in checked) {
        refuseUpgrade(socket, checked.status, checked.body);
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const connection = new RealtimeConnection(ws, {
          db,
          jwtSecret: config.jwtSecret,
          apiKey: checked.apiKey,
          vsn: checked.vsn,
          limits,
          nextBindingId: () => (bindingIds += 1),
          registry,
        });
        connections.add(connection);
        ws.on('close', () => connections.delete(connection));
      });
    },
    async close() {
      closed = true;
      for (const connection of connections) connection.close(GOING_AWAY, 'Server shutting down');
      await feed.close();
      // Lets the close frames go out; a client that does not answer is cut.
      const deadline = Date.now() + CLOSE_WAIT_MS;
      while (wss.clients.size > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
