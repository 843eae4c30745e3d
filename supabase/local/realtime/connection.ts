/**
 * One realtime-js socket: heartbeats, joins, leaves and token refreshes, in the order they came,
 * within the socket's bounds (limits.ts). A socket over a bound is told why in its close frame
 * and closed; other sockets are not affected. A frame that is no Phoenix message gets an error.
 */
import { WebSocket, type RawData } from 'ws';
import type { Db } from '../contracts.ts';
import { publishedTables, resolveBindings } from './bindings.ts';
import { JoinedChannel } from './channel.ts';
import type { RealtimeLimits } from './limits.ts';
import { PerSecond } from './limits.ts';
import {
  decodeFrame,
  encodeFrame,
  joinPayloadSchema,
  reply,
  type PhoenixMessage,
  type Vsn,
} from './protocol.ts';
import { authenticate } from './tokens.ts';

/** Close code for a policy violation (RFC 6455). */
const POLICY_VIOLATION = 1008;

export interface ConnectionDeps {
  db: Db;
  jwtSecret: string;
  /** The apikey the socket connected with: the token of a join that brings none. */
  apiKey: string;
  vsn: Vsn;
  limits: RealtimeLimits;
  nextBindingId(): number;
  /** Every joined channel of every socket: what the change feed delivers to. */
  registry: Set<JoinedChannel>;
}

export class RealtimeConnection {
  readonly #ws: WebSocket;
  readonly #deps: ConnectionDeps;
  readonly #channels = new Map<string, JoinedChannel>();
  readonly #messages: PerSecond;
  readonly #joins: PerSecond;
  /** Messages are handled one after another: a leave never overtakes its join. */
  #queue: Promise<void> = Promise.resolve();

  constructor(ws: WebSocket, deps: ConnectionDeps) {
    this.#ws = ws;
    this.#deps = deps;
    this.#messages = new PerSecond(deps.limits.messagesPerSecond);
    this.#joins = new PerSecond(deps.limits.joinsPerSecond);
    ws.on('message', (data, isBinary) => this.#onFrame(data, isBinary));
    ws.on('close', () => this.#endAll());
    ws.on('error', (error: Error & { code?: string }) => {
      // ws's own WS_ERR_* codes are a client's faults (a frame too large, bad framing): ws closes
      // the socket with the matching code, which tells the client; nothing to log here.
      if (!error.code?.startsWith('WS_ERR_'))
        console.error('[realtime] socket error:', error.message);
      this.#endAll();
    });
  }

  send(message: PhoenixMessage): void {
    if (this.#ws.readyState !== WebSocket.OPEN) return;
    if (this.#ws.bufferedAmount > this.#deps.limits.maxBufferedBytes) {
      this.close(POLICY_VIOLATION, 'Client reads too slowly');
      return;
    }
    this.#ws.send(encodeFrame(message, this.#deps.vsn));
  }

  close(code: number, reason: string): void {
    this.#endAll();
    if (this.#ws.readyState === WebSocket.OPEN || this.#ws.readyState === WebSocket.CONNECTING) {
      this.#ws.close(code, reason);
    }
  }

  #endAll(): void {
    for (const channel of [...this.#channels.values()]) channel.end();
  }

  #removed(channel: JoinedChannel): void {
    if (this.#channels.get(channel.topic) === channel) this.#channels.delete(channel.topic);
    this.#deps.registry.delete(channel);
  }

  #onFrame(data: RawData, isBinary: boolean): void {
    if (!this.#messages.take()) {
      this.close(POLICY_VIOLATION, 'Too many messages per second');
      return;
    }
    const message = isBinary ? undefined : decodeFrame(rawText(data), this.#deps.vsn);
    if (!message) {
      this.send({
        joinRef: null,
        ref: null,
        topic: 'phoenix',
        event: 'phx_error',
        payload: { reason: isBinary ? 'binary frames are not served' : 'malformed message' },
      });
      return;
    }
    this.#queue = this.#queue
      .then(() => this.#handle(message))
      .catch((error: unknown) => {
        console.error('[realtime] handling a message failed:', error);
        this.send(reply(message, 'error', { reason: 'Internal server error' }));
      });
  }

  async #handle(message: PhoenixMessage): Promise<void> {
    if (message.topic === 'phoenix' && message.event === 'heartbeat') {
      this.send(reply(message, 'ok', {}));
      return;
    }
    if (message.event === 'phx_join') {
      await this.#join(message);
      return;
    }
    const channel = this.#channels.get(message.topic);
    if (!channel || (message.joinRef !== null && message.joinRef !== channel.joinRef)) {
      this.send(reply(message, 'error', { reason: 'unmatched topic' }));
      return;
    }
    if (message.event === 'phx_leave') {
      channel.end();
      this.send(reply(message, 'ok', {}));
    } else if (message.event === 'access_token') {
      await this.#refresh(channel, message);
    } else {
      this.send(
        reply(message, 'error', {
          reason: `${message.event} is not served by the local backend`,
        }),
      );
    }
  }

  async #refresh(channel: JoinedChannel, message: PhoenixMessage): Promise<void> {
    const token = message.payload.access_token;
    if (typeof token !== 'string') {
      channel.shutDown('Invalid token');
      return;
    }
    const result = await authenticate(token, this.#deps.jwtSecret);
    if (result.ok) channel.setAuth(result.auth);
    else channel.shutDown(result.message);
  }

  async #join(message: PhoenixMessage): Promise<void> {
    const { limits } = this.#deps;
    const refuse = (reason: string) => this.send(reply(message, 'error', { reason }));
    if (!this.#joins.take()) {
      refuse('Too many joins per second');
      this.close(POLICY_VIOLATION, 'Too many joins per second');
      return;
    }
    // A second join of a joined topic replaces it, as in Phoenix: the old one is closed.
    this.#channels.get(message.topic)?.shutDown('Channel joined again');
    if (this.#channels.size >= limits.channelsPerSocket) {
      refuse('Too many channels');
      this.close(POLICY_VIOLATION, 'Too many channels');
      return;
    }
    const parsed = joinPayloadSchema.safeParse(message.payload);
    if (!parsed.success) {
      refuse('Invalid join payload');
      return;
    }
    const token = parsed.data.access_token ?? this.#deps.apiKey;
    const auth = await authenticate(token, this.#deps.jwtSecret);
    if (!auth.ok) {
      refuse(auth.message);
      return;
    }
    const requested = parsed.data.config?.postgres_changes ?? [];
    const tables = requested.length > 0 ? await publishedTables(this.#deps.db) : [];
    const bindings = resolveBindings(requested, tables, () => this.#deps.nextBindingId());
    if (typeof bindings === 'string') {
      refuse(bindings);
      return;
    }
    if (this.#ws.readyState !== WebSocket.OPEN) return;
    const channel = new JoinedChannel(message.topic, message.joinRef, bindings, auth.auth, {
      send: (out) => this.send(out),
      removed: (ended) => this.#removed(ended),
    });
    this.#channels.set(message.topic, channel);
    this.#deps.registry.add(channel);
    this.send(
      reply(message, 'ok', {
        postgres_changes: bindings.map((binding) => ({ id: binding.id, ...binding.requested })),
      }),
    );
    if (bindings.length > 0) {
      channel.systemMessage('ok', 'postgres_changes', 'Subscribed to PostgreSQL');
    }
  }
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}
