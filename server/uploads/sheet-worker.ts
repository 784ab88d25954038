/**
 * The sheet worker's entry (a thread of its own, with a bounded heap and a deadline: sheet-reader.ts).
 * `npm start` runs it as a bundle of its own (server/launch.mjs), tests and `npm run dev` build it on first use.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readSheet } from './read-sheet';
import type { SheetRequest } from './sheet-protocol';

parentPort?.postMessage(await readSheet(workerData as SheetRequest));
