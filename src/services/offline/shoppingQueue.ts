/** The one change queue of this browser tab, kept in IndexedDB and told when the connection changes. */
import { ChangeQueue } from './changeQueue.ts';
import { indexedDbChangeStore, memoryChangeStore } from './changeStore.ts';
import { sendShoppingChange } from './shoppingChanges.ts';

const hasIndexedDb = typeof indexedDB !== 'undefined';

export const changeQueue = new ChangeQueue(
  hasIndexedDb ? indexedDbChangeStore : memoryChangeStore(),
  sendShoppingChange,
  () => (typeof navigator === 'undefined' ? true : navigator.onLine),
);

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => changeQueue.connectionChanged());
  window.addEventListener('offline', () => changeQueue.connectionChanged());
}
