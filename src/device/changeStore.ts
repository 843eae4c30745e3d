/**
 * Where the changes made on this device wait to be sent: IndexedDB, so they survive a reload,
 * a closed tab or a restarted phone. One object store, its keys increasing in the order the
 * changes were made, so they are sent in that order. The queue (changeQueue.ts) only sees the
 * ChangeStore interface; tests give it one held in memory.
 */
import {
  storedChangeSchema,
  type StoredChange,
} from '../../machines/shoppingList/changeQueue.types.ts';
import type { ChangeStore } from './changeTypes.ts';

const DB_NAME = 'mealwise-offline';
const STORE = 'changes';

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * A stored change as its schema has it; one another version wrote differently, or damaged, is
 * left where it is, neither sent nor counted (sending what cannot be read could send anything).
 */
function checkedChange(row: unknown): StoredChange[] {
  const parsed = storedChangeSchema.safeParse(row);
  if (parsed.success) return [parsed.data];
  console.warn('A change kept on this device could not be read', parsed.error);
  return [];
}

let database: Promise<IDBDatabase> | null = null;

function openDatabase(): Promise<IDBDatabase> {
  database ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  }).catch((error: unknown) => {
    database = null;
    throw error;
  });
  return database;
}

async function inStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDatabase();
  const transaction = db.transaction(STORE, mode);
  const result = await promised(work(transaction.objectStore(STORE)));
  await new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
  return result;
}

export const indexedDbChangeStore: ChangeStore = {
  async add(change) {
    const seq = await inStore('readwrite', (store) => store.add(change));
    return { ...change, seq: Number(seq) };
  },
  all: async () => (await inStore('readonly', (store) => store.getAll())).flatMap(checkedChange),
  async put(change) {
    await inStore('readwrite', (store) => store.put(change));
  },
  async remove(seq) {
    await inStore('readwrite', (store) => store.delete(seq));
  },
};

/** A store held in memory: for tests, and for a browser without IndexedDB. */
export function memoryChangeStore(): ChangeStore {
  let next = 1;
  const rows = new Map<number, StoredChange>();
  return {
    async add(change) {
      const stored = { ...change, seq: next++ };
      rows.set(stored.seq, stored);
      return stored;
    },
    async all() {
      return [...rows.values()].sort((a, b) => a.seq - b.seq).map((row) => ({ ...row }));
    },
    async put(change) {
      rows.set(change.seq, { ...change });
    },
    async remove(seq) {
      rows.delete(seq);
    },
  };
}
