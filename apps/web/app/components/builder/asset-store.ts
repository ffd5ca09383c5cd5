import type { SiteAsset } from "@pixelforge/sitegen/site-config";

/** The builder's uploaded files, kept in IndexedDB so a reload loses nothing. */
const DB_NAME = "pixelforge-builder";
const STORE = "assets";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "name" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = work(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export const assetStore = {
  save: (asset: SiteAsset) => run("readwrite", (store) => store.put(asset)),
  all: () => run<SiteAsset[]>("readonly", (store) => store.getAll() as IDBRequest<SiteAsset[]>),
  clear: () => run("readwrite", (store) => store.clear()),
};
