/**
 * Uploaded .xlsx sheets are read off the server's thread: each in a worker thread of its own with a bounded heap
 * and a deadline (terminated when either is passed), two at a time per process. The worker refuses a zip bomb by
 * its declared sizes and stops reading at the row limit (sheet-worker.ts), so no sheet holds up other requests.
 */
import { Worker } from 'node:worker_threads';
import { ERROR_CODES } from '../../common/errors';
import { ApiError, badRequest } from '../http/errors';
import type { MessageKey } from '../i18n/messages';
import { Gate } from './gate';
import type { ArchiveLimits, SheetOutcome, SheetRefusal, SheetRequest } from './sheet-protocol';
import { workerUrl } from './worker-file';

const MIB = 1024 * 1024;

/** What any uploaded sheet may unpack to: a 10 000-row sheet of ours is a few MB of XML (docs/security.md). */
export const SHEET_ARCHIVE: ArchiveLimits = { maxEntries: 1000, maxUnpackedBytes: 100 * MIB, maxRatio: 100 };

/** The worker's bounds: its V8 heap (young + old generation) and its time, from start to answer. */
export interface WorkerBounds {
  heapMiB: number;
  seconds: number;
}
export const SHEET_WORKER: WorkerBounds = { heapMiB: 64, seconds: 10 };

/** How many sheets one process reads at once (the machine has 2 cores), and how many uploads may wait for a turn. */
const gate = new Gate(2, 8);
export const OVERLOADED_RETRY_SECONDS = 10;

export interface SheetSpec<C extends string> {
  columns: readonly C[];
  required: readonly C[];
  maxRows: number;
  messages: { wrongFormat: MessageKey; columnsMissing: MessageKey; noRows: MessageKey; tooManyRows: MessageKey };
}

export type NamedRow<C extends string> = { number: number; cells: Record<C, string> };

const ZIP_MAGIC = Buffer.from('PK\u0003\u0004');

function runWorker(request: SheetRequest, bounds: WorkerBounds): Promise<SheetOutcome | 'tooComplex'> {
  return workerUrl('sheet-worker').then(
    (url) =>
      new Promise((resolve, reject) => {
        const young = Math.max(1, Math.round(bounds.heapMiB / 8));
        const worker = new Worker(url, {
          workerData: request,
          // not the parent's flags: under tsx they would load its TypeScript loader into every worker (~1 s)
          execArgv: [],
          resourceLimits: { maxYoungGenerationSizeMb: young, maxOldGenerationSizeMb: bounds.heapMiB - young, stackSizeMb: 4 },
        });
        const timer = setTimeout(() => settle('tooComplex'), bounds.seconds * 1000);
        function settle(outcome: SheetOutcome | 'tooComplex' | Error) {
          clearTimeout(timer);
          void worker.terminate();
          if (outcome instanceof Error) reject(outcome);
          else resolve(outcome);
        }
        worker.once('message', (outcome: SheetOutcome) => settle(outcome));
        worker.once('error', (error: Error & { code?: string }) => settle(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'tooComplex' : error));
        worker.once('exit', () => settle(new Error('the sheet worker stopped without an answer')));
      }),
  );
}

function refusal<C extends string>(reason: SheetRefusal | 'tooComplex', spec: SheetSpec<C>, bounds: WorkerBounds): ApiError {
  if (reason === 'unpackedTooLarge') {
    const params = { limit: SHEET_ARCHIVE.maxUnpackedBytes / MIB, entries: SHEET_ARCHIVE.maxEntries };
    return new ApiError(413, 'uploads.unpackedTooLarge', ERROR_CODES.validation, { file: 'uploads.unpackedTooLarge' }, params);
  }
  if (reason === 'tooComplex') {
    const params = { seconds: bounds.seconds, memory: bounds.heapMiB };
    return new ApiError(413, 'uploads.tooComplex', ERROR_CODES.validation, { file: 'uploads.tooComplex' }, params);
  }
  const key = spec.messages[reason];
  if (reason === 'tooManyRows') return new ApiError(400, key, ERROR_CODES.validation, { file: key }, { limit: spec.maxRows });
  return badRequest({ file: key }, key);
}

/** The sheet's data rows by column name, or the refusal as the upload's 4xx (503 while too many sheets wait). */
export async function readSheetRows<C extends string>(data: Buffer, spec: SheetSpec<C>, bounds = SHEET_WORKER): Promise<NamedRow<C>[]> {
  if (!data.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC)) throw refusal('wrongFormat', spec, bounds);
  const request: SheetRequest = { data, columns: spec.columns, required: spec.required, maxRows: spec.maxRows, archive: SHEET_ARCHIVE };
  const outcome = await gate.run(() => runWorker(request, bounds));
  if (outcome === null) throw new ApiError(503, 'error.overloaded', ERROR_CODES.unavailable, undefined, { seconds: OVERLOADED_RETRY_SECONDS });
  if (outcome === 'tooComplex' || 'refused' in outcome) throw refusal(outcome === 'tooComplex' ? outcome : outcome.refused, spec, bounds);
  return outcome.rows.map((row) => ({ number: row.number, cells: Object.fromEntries(spec.columns.map((column, index) => [column, row.cells[index] ?? ''])) as Record<C, string> }));
}
