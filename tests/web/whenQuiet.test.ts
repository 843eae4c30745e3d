/**
 * The service worker's install waits for the page to go quiet: no long task for a while, or at
 * the latest a fixed time after the page loaded.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenQuiet } from '../../src/app/whenQuiet.ts';

/** A PerformanceObserver that reports the long tasks a test sends it. */
class FakeLongTasks {
  static supportedEntryTypes = ['longtask'];
  static current: FakeLongTasks | null = null;
  observing = false;
  constructor(private readonly callback: () => void) {
    FakeLongTasks.current = this;
  }
  observe(options: { type: string }) {
    expect(options.type).toBe('longtask');
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  longTask() {
    if (this.observing) this.callback();
  }
}

describe('whenQuiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeLongTasks.current = null;
    vi.stubGlobal('PerformanceObserver', FakeLongTasks);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once the page has gone the quiet time without a long task', () => {
    const then = vi.fn();
    whenQuiet(then, { quietMs: 2000, latestMs: 30_000 });
    vi.advanceTimersByTime(1500);
    FakeLongTasks.current?.longTask();
    vi.advanceTimersByTime(1500);
    expect(then).not.toHaveBeenCalled();
    FakeLongTasks.current?.longTask();
    vi.advanceTimersByTime(1999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    expect(FakeLongTasks.current?.observing).toBe(false);
    vi.advanceTimersByTime(60_000);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest time however busy the page stays', () => {
    const then = vi.fn();
    whenQuiet(then, { quietMs: 2000, latestMs: 10_000 });
    for (let elapsed = 0; elapsed < 9_500; elapsed += 500) {
      FakeLongTasks.current?.longTask();
      vi.advanceTimersByTime(500);
    }
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('waits the quiet time from the call where long tasks are not reported', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const then = vi.fn();
    whenQuiet(then, { quietMs: 2000 });
    vi.advanceTimersByTime(1999);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
