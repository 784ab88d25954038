import { type DataProvider, type ResourceCallbacks, withLifecycleCallbacks } from 'react-admin';
import { type ApiMethods, createApiMethods } from './api';
import { createCrudProvider } from './crudProvider';
import { type CustomMethods, createCustomMethods } from './customMethods';
import { type HttpClient, httpClient } from './http';
import { resourceEndpoints } from './resources';
import type { ResourceEndpoints } from './types';

export type AppDataProvider = DataProvider & CustomMethods & ApiMethods;

export interface DataProviderOptions {
  http?: HttpClient;
  resources?: Record<string, ResourceEndpoints>;
  /** react-admin lifecycle callbacks (beforeSave, afterRead, …) for resources that need side work. */
  lifecycleCallbacks?: ResourceCallbacks[];
}

/** Base CRUD provider from the endpoint map, plus the custom methods, plus lifecycle callbacks (atomic-crm's shape). */
export function createDataProvider({
  http = httpClient,
  resources = resourceEndpoints,
  lifecycleCallbacks = [],
}: DataProviderOptions = {}): AppDataProvider {
  const provider: AppDataProvider = { ...createCrudProvider(http, resources), ...createCustomMethods(http), ...createApiMethods(http) };
  return lifecycleCallbacks.length ? withLifecycleCallbacks(provider, lifecycleCallbacks) : provider;
}

export const dataProvider = createDataProvider();

export type { CallOptions, CustomMethods, DownloadOptions, DownloadedFile } from './customMethods';
export { DOWNLOAD_TIMEOUT_MS } from './customMethods';
export type { ApiMethods, StatsNode, StatsScope } from './api';
export { LOOKUP_PARAMS, LOOKUP_PATHS } from './lookups';
export { useLookup } from './useLookup';
export { UndeclaredResourceError, UnsupportedOperationError } from './endpoints';
export { createHttpClient, httpClient, type HttpClient, type HttpMethod } from './http';
export { createStoredLocaleI18n, type ProviderI18n } from './providerI18n';
export type { ResourceEndpoints } from './types';
