import type { HttpClient, HttpMethod, QueryParams } from './http';
import { fileNameFromContentDisposition } from './http/contentDisposition';

/** Downloads of documents, PDFs and reports give up after 30 s (Q4). */
export const DOWNLOAD_TIMEOUT_MS = 30_000;

export interface CallOptions {
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal;
}

export interface DownloadOptions extends CallOptions {
  method?: HttpMethod;
}

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the server did not name the file. */
  fileName: string | null;
}

/** Calls outside the CRUD shape (actions, reports, files), with the same headers, refresh and errors. */
export interface CustomMethods {
  call<T = unknown>(method: HttpMethod, path: string, options?: CallOptions): Promise<T>;
  download(path: string, options?: DownloadOptions): Promise<DownloadedFile>;
}

export function createCustomMethods(http: HttpClient): CustomMethods {
  return {
    call: (method, path, options) => http.json(method, path, options),
    async download(path, { method = 'GET', ...options } = {}) {
      const response = await http.raw(method, path, { ...options, accept: '*/*', timeoutMs: DOWNLOAD_TIMEOUT_MS });
      return {
        blob: await response.blob(),
        fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition')),
      };
    },
  };
}
