import { requestIdHeaders } from '../../ops/request-context';
import { randomUUID } from 'node:crypto';
import type { DocumentStoreConfig } from '../../config';
import type { FileStore } from '../../files/file-store';
import { ApiError } from '../../http/errors';
import { ERROR_CODES } from '../../../common/errors';

export type StoreKind = 'database' | 'webdav';

/** K6: where a standard document's bytes live; the metadata row names the store and the key. */
export interface DocumentStore {
  kind: StoreKind;
  /** Keeps the bytes and answers the key to read them by. */
  put(data: Buffer, mime: string, fileName: string): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const OWNER_KIND = 'standard-document';

/** The default: the files table of the database (a database backup holds the documents too). */
export function databaseDocumentStore(files: FileStore): DocumentStore {
  return {
    kind: 'database',
    put: async (data, mime, fileName) => (await files.save({ ownerKind: OWNER_KIND, originalName: fileName, mime, data })).id,
    get: async (key) => (await files.read(key)).data,
    remove: (key) => files.remove(key),
  };
}

const storeFailed = () => new ApiError(502, 'standardDocuments.storeFailed', ERROR_CODES.internal);

/**
 * A WebDAV folder (Yandex Disk https://webdav.yandex.ru/<folder>/, Nextcloud remote.php/dav/files/<user>/<folder>/):
 * PUT, GET and DELETE of one file per document under a key that is never the user's file name.
 */
export function webdavDocumentStore({ url, username, password }: Extract<DocumentStoreConfig, { kind: 'webdav' }>): DocumentStore {
  const base = url.endsWith('/') ? url : `${url}/`;
  const headers: Record<string, string> = username ? { authorization: `Basic ${Buffer.from(`${username}:${password ?? ''}`).toString('base64')}` } : {};
  let folderReady = false;
  const send = async (method: string, key: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(key, base), { ...init, method, headers: { ...requestIdHeaders(), ...headers, ...(init.headers as Record<string, string>) } }).catch(() => {
      throw storeFailed();
    });
    return response;
  };
  const ensureFolder = async () => {
    if (folderReady) return;
    // 201 created, 405 already there; anything else shows on the PUT that follows
    await send('MKCOL', '');
    folderReady = true;
  };
  return {
    kind: 'webdav',
    async put(data, mime) {
      await ensureFolder();
      const key = randomUUID();
      const response = await send('PUT', key, { body: new Uint8Array(data), headers: { 'content-type': mime } });
      if (!response.ok) throw storeFailed();
      return key;
    },
    async get(key) {
      const response = await send('GET', key);
      if (!response.ok) throw storeFailed();
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(key) {
      const response = await send('DELETE', key);
      // a file already gone from the disk is no reason to keep its row
      if (!response.ok && response.status !== 404) throw storeFailed();
    },
  };
}
