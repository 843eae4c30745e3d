/**
 * The queue of changes made on this device (ticks, custom items, purchases): every change is
 * stored first (changeStore.ts, IndexedDB) and then sent, oldest first, one at a time, so
 * they reach the server in the order they were made. A change leaves the queue only once the
 * server has it; a change the server refuses stays, marked refused, until the person has seen
 * it, and so does a change the server kept out because a later one, made on another phone, had
 * already changed the same line (marked overridden); a server out of reach stops the sending
 * until the connection returns ('online'), the next change, or the next page load. Sending
 * holds a Web Lock where the browser has them, so two tabs never send the same change twice.
 */
import {
  quietQueue,
  type Change,
  type ChangeBody,
  type QueueState,
  type StoredChange,
} from '../../machines/shoppingList/changeQueue.types.ts';
import type { ChangeSender, ChangeStore } from './changeTypes.ts';

/** A change the server refused, when the screen that made it reports the refusal itself. */
export class RefusedChangeError extends Error {}

const RETRY_MS = 15_000;

export class ChangeQueue {
  private userId: string | null = null;
  private state: QueueState = quietQueue;
  private readonly listeners = new Set<() => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  /** Did the last request reach the server? (navigator.onLine alone can say online wrongly.) */
  private reachable = true;

  constructor(
    private readonly store: ChangeStore,
    private readonly send: ChangeSender,
    private readonly isOnline: () => boolean = () => true,
  ) {
    this.state = { ...this.state, online: isOnline() };
  }

  /** Whether the server answered the last request made (the list's reading too). */
  serverReached(reached: boolean): void {
    if (this.reachable === reached) return;
    this.reachable = reached;
    this.state = { ...this.state, online: this.online() };
    this.emit();
    if (reached) void this.flush();
  }

  private online(): boolean {
    return this.isOnline() && this.reachable;
  }

  /** Whose changes are sent and counted: the signed-in person's. */
  setUser(userId: string | null): void {
    if (this.userId === userId) return;
    this.userId = userId;
    void this.refresh();
  }

  getState = (): QueueState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The connection changed (the browser's online and offline events). */
  connectionChanged(): void {
    if (this.isOnline()) {
      // Back online: try at once; the answer tells whether the server is there.
      this.reachable = true;
      void this.flush();
    }
    this.state = { ...this.state, online: this.online() };
    this.emit();
  }

  /** The person's changes still to be sent for a week, oldest first. */
  async waitingFor(userId: string, weekStart: string): Promise<StoredChange[]> {
    return (await this.store.all()).filter(
      (change) =>
        change.userId === userId && change.weekStart === weekStart && change.status === 'waiting',
    );
  }

  /**
   * Stores a change and tries to send it (after every older one). 'sent' when the server has
   * it, 'waiting' when it waits for the connection. A refusal throws RefusedChangeError when
   * `reportRefusal` (and the change is dropped: the screen says so); else it stays, refused
   * ('refused'), and the page lists it.
   */
  async submit(
    scope: { userId: string; weekStart: string },
    body: ChangeBody,
    reportRefusal: boolean,
  ): Promise<'sent' | 'waiting' | 'refused' | 'overridden'> {
    const change: Change = {
      ...scope,
      body,
      status: 'waiting',
      madeAt: new Date().toISOString(),
    };
    const stored = await this.store.add(change);
    await this.refresh();
    await this.flush();
    const after = (await this.store.all()).find((row) => row.seq === stored.seq);
    if (!after) return 'sent';
    if (after.status === 'refused' && reportRefusal) {
      await this.store.remove(after.seq);
      await this.refresh();
      throw new RefusedChangeError(after.reason ?? 'The change was refused');
    }
    return after.status;
  }

  /** The person has seen a refused change: it leaves the queue. */
  async dismiss(seq: number): Promise<void> {
    await this.store.remove(seq);
    await this.refresh();
  }

  /** Sends every waiting change of the signed-in person, oldest first. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.withLock(() => this.drain()).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      const userId = this.userId;
      if (!userId) return;
      const waiting = (await this.store.all()).filter(
        (change) => change.userId === userId && change.status === 'waiting',
      );
      for (const change of waiting) {
        const outcome = await this.send(change).catch(() => ({ result: 'unreachable' as const }));
        if (outcome.result === 'unreachable') {
          this.reachable = false;
          await this.refresh();
          this.retryLater();
          return;
        }
        this.reachable = true;
        if (outcome.result === 'sent') await this.store.remove(change.seq);
        else await this.store.put({ ...change, status: outcome.result, reason: outcome.reason });
        await this.refresh();
      }
    } while (this.again);
  }

  private retryLater(): void {
    if (this.retry !== null) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      void this.flush();
    }, RETRY_MS);
  }

  private async withLock(work: () => Promise<void>): Promise<void> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    if (locks?.request) {
      await locks.request('mealwise-change-queue', work);
      return;
    }
    await work();
  }

  private async refresh(): Promise<void> {
    const userId = this.userId;
    const mine = userId
      ? (await this.store.all()).filter((change) => change.userId === userId)
      : [];
    this.state = {
      online: this.online(),
      waiting: mine.filter((change) => change.status === 'waiting').length,
      refused: mine.filter((change) => change.status === 'refused'),
      overridden: mine.filter((change) => change.status === 'overridden'),
    };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
