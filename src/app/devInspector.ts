import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectObserver } from './inspection.tsx';

/** Opens the Stately inspector in a new window; every actor given its `inspect` shows there. */
export function startInspector(): InspectObserver {
  const inspector = createBrowserInspector({ autoStart: true });
  return inspector.inspect;
}
