/** Where react-admin's default store (localStorageStore) keeps a preference: `RaStore.<key>`, as JSON. */
export function storedPreference(key: string, storage: Storage = window.localStorage): unknown {
  try {
    return JSON.parse(storage.getItem(`RaStore.${key}`) ?? 'null');
  } catch {
    return null;
  }
}
