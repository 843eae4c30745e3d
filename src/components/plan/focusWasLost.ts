/** Keyboard focus fell back to the page: its element was disabled or removed. */
export function focusWasLost(): boolean {
  return document.activeElement === null || document.activeElement === document.body;
}
