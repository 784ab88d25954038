/** Types of server/bundle.mjs (plain JavaScript, run by `npm start` before any TypeScript loader). */
import type { BuildOptions, OutputFile } from 'esbuild';
export const WORKER_ENTRIES: { readonly 'sheet-worker': string };
export function bundleDir(root: string): string;
export function bundleOptions(root: string, entry: string, name: string, define?: Record<string, string>): BuildOptions & { write: false };
export function writeByContent(files: readonly OutputFile[]): OutputFile[];
