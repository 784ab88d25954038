import type { HttpClient, HttpMethod, RequestOptions } from '../http';
import { fileNameFromContentDisposition } from '../http/contentDisposition';

/** Downloads of documents, PDFs and reports give up after 30 s (Q4). */
export const DOWNLOAD_TIMEOUT_MS = 30_000;

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition; null when the server did not name the file. */
  fileName: string | null;
}

/** A file from /gw with the session's headers, refresh and errors. */
export async function downloadFile(http: HttpClient, method: HttpMethod, path: string, options: RequestOptions = {}): Promise<DownloadedFile> {
  const response = await http.raw(method, path, { ...options, accept: '*/*', timeoutMs: DOWNLOAD_TIMEOUT_MS });
  return { blob: await response.blob(), fileName: fileNameFromContentDisposition(response.headers.get('Content-Disposition')) };
}

/** A path segment from an id or a code, URL-encoded. */
export const segment = (value: string) => encodeURIComponent(value);
