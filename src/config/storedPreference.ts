/** Where react-admin's default store (localStorageStore) keeps a preference: `RaStore.<key>`, as JSON. */
export function storedPreference(key: string, storage: Storage = window.localStorage): unknown {
  try {
    return JSON.parse(storage.getItem(`RaStore.${key}`) ?? 'null');
  } catch {
    return null;
  }
}

/** Stores a preference where react-admin's store will read it (a page outside react-admin, e.g. the sign-in page). */
export function storePreference(key: string, value: unknown, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(`RaStore.${key}`, JSON.stringify(value));
  } catch {
    // storage refused (private mode, quota): the choice lasts for this page only
  }
}
