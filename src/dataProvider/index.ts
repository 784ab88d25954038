import type { DataProvider } from 'react-admin';
import type { ApiMethods } from './api';
import { createCrudProvider } from './crudProvider';
import { type CustomMethods, createCustomMethods } from './customMethods';
import { type HttpClient, httpClient } from './http';
import { withLazyApi } from './lazyApi';
import { resourceEndpoints } from './resources';
import type { ResourceEndpoints } from './types';

export type AppDataProvider = DataProvider & CustomMethods & ApiMethods;

export interface DataProviderOptions {
  http?: HttpClient;
  resources?: Record<string, ResourceEndpoints>;
}

/**
 * Base CRUD provider from the endpoint map, plus the custom methods (atomic-crm's shape), the named API methods
 * loaded with the first one called (lazyApi.ts). A resource that needs side work around its calls wraps it in
 * react-admin's `withLifecycleCallbacks`; none does today, so the wrapper (~1 KiB gzipped) stays off every cabinet's
 * first screen.
 */
export function createDataProvider({ http = httpClient, resources = resourceEndpoints }: DataProviderOptions = {}): AppDataProvider {
  return withLazyApi({ ...createCrudProvider(http, resources), ...createCustomMethods(http) }, http);
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
