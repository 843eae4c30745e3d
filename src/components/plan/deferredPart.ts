/**
 * Parts of a plan screen that the first paint never shows (a meal's opened details with their
 * day picker, the dialogs) live in their own chunks. Importing them up front put their code
 * (Mantine's Combobox, Popover, Modal, floating-ui: tens of KB) on the way to the first paint
 * of the demo pages, which Lighthouse counted against the largest paint. Here they load once the
 * page has loaded and the browser is idle, or at once when the person asks for one sooner.
 */
import { useEffect, useState } from 'react';

export interface DeferredPart<T> {
  /** Starts the import (once; again after a failure) and resolves with the module. */
  load: () => Promise<T>;
  /** The module if it has arrived, so a later screen renders it on its first pass. */
  loaded: () => T | null;
}

export function deferredPart<T>(importer: () => Promise<T>): DeferredPart<T> {
  let pending: Promise<T> | null = null;
  let module: T | null = null;
  return {
    load() {
      pending ??= importer().then(
        function keep(arrived) {
          module = arrived;
          return arrived;
        },
        function forget(error: unknown) {
          // A failed download (a dropped connection) is retried the next time it is needed.
          pending = null;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}

/** Calls back once the page has loaded and the main thread has a quiet moment; cancellable. */
function whenPageSettled(callback: () => void): () => void {
  let cancelIdle = () => {};
  function onIdle() {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(callback, 0);
      cancelIdle = () => window.clearTimeout(handle);
    }
  }
  if (document.readyState === 'complete') {
    onIdle();
    return () => cancelIdle();
  }
  window.addEventListener('load', onIdle, { once: true });
  return function cancel() {
    window.removeEventListener('load', onIdle);
    cancelIdle();
  };
}

/**
 * The part's module once it is in (null before). It is fetched after the page settles, or
 * straight away while `neededNow` (the part has to show before that).
 */
export function useDeferredPart<T>(part: DeferredPart<T>, neededNow: boolean): T | null {
  const [module, setModule] = useState<T | null>(part.loaded);
  useEffect(() => {
    if (module !== null) return;
    let active = true;
    function load() {
      part.load().then(
        function show(arrived) {
          if (active) setModule(() => arrived);
        },
        function reportFailure(error: unknown) {
          console.error('A part of the page could not be loaded', error);
        },
      );
    }
    if (neededNow) {
      load();
      return () => {
        active = false;
      };
    }
    const cancel = whenPageSettled(load);
    return () => {
      active = false;
      cancel();
    };
  }, [part, neededNow, module]);
  return module;
}
