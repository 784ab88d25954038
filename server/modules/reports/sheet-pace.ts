import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';

/**
 * XML of the sheet allowed to wait for zlib and the client before the writer stops for them. What waits outlives
 * V8's scavenges and is only freed by a mark-compact: 64 KiB (one StreamBuf chunk) rather than 512 KiB.
 */
export const SHEET_BACKLOG_BYTES = 64 * 1024;

/** archiver's stream for the sheet's zip entry (a readable-stream 2 PassThrough: no writableLength). */
interface ZipEntryStream {
  _writableState: { length: number };
  once(event: 'drain', listener: () => void): unknown;
  removeListener(event: 'drain', listener: () => void): unknown;
}

const isZipEntry = (value: unknown): value is ZipEntryStream => {
  const state = (value as Partial<ZipEntryStream> | undefined)?._writableState;
  return typeof state?.length === 'number' && typeof (value as ZipEntryStream).once === 'function';
};

/**
 * exceljs writes a sheet's XML into its StreamBuf, which hands each 64 KiB on to archiver's entry stream
 * without looking at write()'s answer: a sheet written faster than zlib deflates it and the client reads it
 * waited there whole (48 MB of XML at 100 000 rows, held until the download ended). This finds
 * that entry stream (exceljs 4's sheet.stream.pipes[0]; archiver takes it in append(), before any row) so the
 * writer can wait for it; a different shape after an upgrade fails the first report, not the server's memory.
 */
export function sheetPace(sheet: ExcelJS.Worksheet, out: Readable) {
  const entry = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0];
  if (!isZipEntry(entry)) throw new Error('exceljs: the sheet stream has no zip entry stream to wait for');
  return {
    /** More of the sheet waits than the backlog allows. */
    full: () => entry._writableState.length > SHEET_BACKLOG_BYTES,
    /** Resolves true once the entry took all it held, false if the download went away (stop writing). */
    drained: () =>
      new Promise<boolean>((resolve) => {
        if (out.destroyed) return resolve(false);
        const done = (went: boolean) => () => {
          entry.removeListener('drain', onDrain);
          out.removeListener('close', onClose);
          resolve(went);
        };
        const onDrain = done(true);
        const onClose = done(false);
        entry.once('drain', onDrain);
        out.once('close', onClose);
      }),
  };
}
