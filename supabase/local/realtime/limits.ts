/** The bounds of one socket, hosted Realtime's defaults where it has one. */
export interface RealtimeLimits {
  /** Joined channels per socket (hosted: max_channels_per_client 100). */
  channelsPerSocket: number;
  /** Frames a client may send per second (hosted: max_events_per_second 100). */
  messagesPerSecond: number;
  /** Joins per second per socket. */
  joinsPerSecond: number;
  /** The largest frame a client may send. */
  maxFrameBytes: number;
  /** Undelivered bytes queued for a client that reads too slowly. */
  maxBufferedBytes: number;
}

export const DEFAULT_REALTIME_LIMITS: RealtimeLimits = {
  channelsPerSocket: 100,
  messagesPerSecond: 100,
  joinsPerSecond: 25,
  maxFrameBytes: 256 * 1024,
  maxBufferedBytes: 16 * 1024 * 1024,
};

/** Counts events in the current one-second window. */
export class PerSecond {
  #windowStart = 0;
  #count = 0;
  readonly #limit: number;

  constructor(limit: number) {
    this.#limit = limit;
  }

  /** Counts one more; false once the window holds more than the limit. */
  take(now: number = Date.now()): boolean {
    if (now - this.#windowStart >= 1000) {
      this.#windowStart = now;
      this.#count = 0;
    }
    this.#count += 1;
    return this.#count <= this.#limit;
  }
}
