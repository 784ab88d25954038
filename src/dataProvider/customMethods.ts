import { type DownloadedFile, downloadFile } from './api/download';
import type { HttpClient, HttpMethod, QueryParams } from './http';

export { DOWNLOAD_TIMEOUT_MS, type DownloadedFile } from './api/download';

export interface CallOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

export interface DownloadOptions extends CallOptions {
  method?: HttpMethod;
}

/**
 * Raw calls by method and path. Screens use the named methods of ./api instead (a test forbids raw calls
 * outside src/dataProvider); these stay for the screens that move onto resource declarations.
 */
export interface CustomMethods {
  call<T = unknown>(method: HttpMethod, path: string, options?: CallOptions): Promise<T>;
  download(path: string, options?: DownloadOptions): Promise<DownloadedFile>;
}

export function createCustomMethods(http: HttpClient): CustomMethods {
  return {
    call: (method, path, options) => http.json(method, path, options),
    download: (path, { method = 'GET', ...options } = {}) => downloadFile(http, method, path, options),
  };
}
