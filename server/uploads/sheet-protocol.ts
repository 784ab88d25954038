/** What the server thread asks of a sheet worker (sheet-worker.ts) and what it answers. */

/** Refused by the central directory, before anything is inflated. */
export interface ArchiveLimits {
  maxEntries: number;
  /** Sum of the entries' declared uncompressed sizes. */
  maxUnpackedBytes: number;
  /** Declared uncompressed ÷ compressed size of one entry (deflate reaches ~1030 on repeated bytes; XML ~10–30). */
  maxRatio: number;
}

export interface SheetRequest {
  data: Uint8Array;
  /** Column names, lower case, as the header row must name them (any order and case). */
  columns: readonly string[];
  required: readonly string[];
  /** Data rows (non-empty rows after the header) taken at most; reading stops at the next one. */
  maxRows: number;
  archive: ArchiveLimits;
}

/** A data row: its number in the sheet (1-based) and its cells' texts in the order of `columns` ('' where absent). */
export interface SheetRow {
  number: number;
  cells: string[];
}

export type SheetRefusal = 'wrongFormat' | 'unpackedTooLarge' | 'columnsMissing' | 'noRows' | 'tooManyRows';

export type SheetOutcome = { rows: SheetRow[] } | { refused: SheetRefusal };

/** A refusal inside the worker, answered as `{ refused }`. */
export class SheetRefused extends Error {
  constructor(readonly reason: SheetRefusal) {
    super(reason);
  }
}
