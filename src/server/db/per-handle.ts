import type { DbOrTx } from './client';

/**
 * A store kept per database handle (or transaction), made by `make` on first use and gone with its
 * handle: what each handle remembers of its own statements, counts and cards. A transaction's
 * handle starts empty, so nothing it saw of its own uncommitted writes outlives it.
 */
export function perHandle<T extends object>(make: () => T): (db: DbOrTx) => T {
  const byHandle = new WeakMap<DbOrTx, T>();
  return (db) => {
    let store = byHandle.get(db);
    if (!store) {
      store = make();
      byHandle.set(db, store);
    }
    return store;
  };
}
