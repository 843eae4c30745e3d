/**
 * A joined channel: its postgres_changes bindings and the user behind it. It is a subscriber of
 * the change feed until it leaves, its socket closes or its token expires (then the client is
 * told with a `system` error and a `phx_close`, and realtime-js reports the channel CLOSED).
 */
import type { Binding } from './bindings.ts';
import type { Subscriber, SubscriberAuth } from './feed.ts';
import type { PhoenixMessage } from './protocol.ts';

/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface ChannelHost {
  send(message: PhoenixMessage): void;
  /** The channel ended: it is no longer the socket's nor the feed's. */
  removed(channel: JoinedChannel): void;
}

export class JoinedChannel implements Subscriber {
  readonly topic: string;
  readonly joinRef: string | null;
  readonly bindings: Binding[];
  #auth: SubscriberAuth;
  #expiry: NodeJS.Timeout | undefined;
  readonly #host: ChannelHost;

  constructor(
    topic: string,
    joinRef: string | null,
    bindings: Binding[],
    auth: SubscriberAuth,
    host: ChannelHost,
  ) {
    this.topic = topic;
    this.joinRef = joinRef;
    this.bindings = bindings;
    this.#host = host;
    this.#auth = auth;
    this.#scheduleExpiry();
  }

  get auth(): SubscriberAuth {
    return this.#auth;
  }

  /** A refreshed token: the channel goes on as the claims it carries. */
  setAuth(auth: SubscriberAuth): void {
    this.#auth = auth;
    this.#scheduleExpiry();
  }

  #scheduleExpiry(): void {
    clearTimeout(this.#expiry);
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, this.#auth.exp * 1000 - Date.now()));
    this.#expiry = setTimeout(() => this.expire(), delay);
    this.#expiry.unref();
  }

  /** The name realtime-js gives the channel (its topic without `realtime:`). */
  get subTopic(): string {
    return this.topic.replace(/^realtime:/i, '');
  }

  systemMessage(status: 'ok' | 'error', extension: string, message: string): void {
    this.#host.send({
      joinRef: this.joinRef,
      ref: null,
      topic: this.topic,
      event: 'system',
      payload: { channel: this.subTopic, extension, message, status },
    });
  }

  deliver(payload: Record<string, unknown>): void {
    this.#host.send({
      joinRef: null,
      ref: null,
      topic: this.topic,
      event: 'postgres_changes',
      payload,
    });
  }

  expire(): void {
    this.shutDown('Token has expired');
  }

  /** Tells the client why, closes the channel on its side and ends it here. */
  shutDown(message: string): void {
    this.systemMessage('error', 'system', message);
    this.#host.send({
      joinRef: this.joinRef,
      ref: this.joinRef,
      topic: this.topic,
      event: 'phx_close',
      payload: {},
    });
    this.end();
  }

  /** Ends the channel without a word (leave, socket closed). */
  end(): void {
    clearTimeout(this.#expiry);
    this.#host.removed(this);
  }
}
