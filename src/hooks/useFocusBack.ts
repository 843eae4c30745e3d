import { useEffect, useRef, type RefObject } from 'react';

/** Keyboard focus fell back to the page: its element was disabled or removed. */
export function focusWasLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}

/**
 * When `open` turns false (a dialog closed) and keyboard focus has fallen to the page, focus
 * goes back to `control`, the button that opened it.
 *
 * Mantine's Modal gives focus back to what had it when the dialog opened, but only when it was
 * mounted closed first: a dialog that mounts open (one rendered only while it is shown, or one
 * whose code arrives on the click) or that unmounts as it closes returns nothing. This runs
 * after Mantine's own return (10 ms), so it never fights it.
 */
export function useFocusBack(open: boolean, control: RefObject<HTMLElement | null>): void {
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    const timer = window.setTimeout(() => {
      if (focusWasLost()) control.current?.focus({ preventScroll: true });
    }, 30);
    return () => window.clearTimeout(timer);
  }, [open, control]);
}
