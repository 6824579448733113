import type { TExistingFileChoice, TUploadType } from '@ledgerport/contract';

/**
 * Uploads that lost their connection, kept in this browser (IndexedDB) until it is back: a scan taken in a
 * basement, or a file sent as the train enters a tunnel, is not lost with the page. Each belongs to the user
 * who queued it; another user signing in on the same device never sends (nor sees) it.
 */
export type TPendingUpload = {
  id: string;
  userUuid: string;
  tenantUuid: string;
  type: TUploadType;
  existing?: TExistingFileChoice;
  file: File;
  queuedAt: string;
};

const DATABASE = 'ledgerport-uploads';
const STORE = 'pending';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB refused'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB failed'));
    });
  } finally {
    db.close();
  }
}

export const pendingUploadsAvailable = () => typeof indexedDB !== 'undefined';

export async function keepPendingUpload(upload: Omit<TPendingUpload, 'id' | 'queuedAt'>): Promise<void> {
  const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await run('readwrite', (store) => store.put({ ...upload, id, queuedAt: new Date().toISOString() }));
  window.dispatchEvent(new Event(PENDING_CHANGED));
}

export async function pendingUploadsOf(userUuid: string): Promise<TPendingUpload[]> {
  if (!pendingUploadsAvailable()) return [];
  const all = await run<TPendingUpload[]>('readonly', (store) => store.getAll() as IDBRequest<TPendingUpload[]>);
  return all.filter((upload) => upload.userUuid === userUuid).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export async function forgetPendingUpload(id: string): Promise<void> {
  await run('readwrite', (store) => store.delete(id));
  window.dispatchEvent(new Event(PENDING_CHANGED));
}

/** Fired on window when the kept uploads change, so the sender and the count refresh. */
export const PENDING_CHANGED = 'ledgerport:pending-uploads';
