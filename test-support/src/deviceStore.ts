import type { Page } from 'playwright-core';

/**
 * What the page's IndexedDB holds under a key of the signed-in user (`stillpoint:log:<id>`, `stillpoint:outbox:<id>`),
 * read as the app keeps it (idb-keyval's `keyval-store`); an empty list when nothing is kept. A read that comes before
 * the app first opened the store makes it as idb-keyval does, rather than failing on a missing store, and closes its
 * connection so the app's next upgrade is not blocked.
 */
export function deviceStore<T>(page: Page, keyPrefix: string): Promise<T[]> {
  return page.evaluate(async (prefix) => {
    const user = (await (await fetch('/api/user')).json()) as { id: string };
    return new Promise<unknown[]>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onupgradeneeded = () => open.result.createObjectStore('keyval');
      open.onsuccess = () => {
        const db = open.result;
        try {
          const read = db.transaction('keyval').objectStore('keyval').get(`${prefix}${user.id}`);
          read.onsuccess = () => resolve((read.result as unknown[] | undefined) ?? []);
          read.onerror = () => reject(read.error);
        } catch (error) {
          reject(error);
        } finally {
          db.close();
        }
      };
      open.onerror = () => reject(open.error);
    });
  }, keyPrefix) as Promise<T[]>;
}
