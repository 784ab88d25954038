import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const E2E_DIR = path.join(PROJECT_ROOT, 'tests/e2e');
/** Screenshots of failed tests and the server log of the last run (gitignored). */
export const RESULTS_DIR = path.join(PROJECT_ROOT, 'test-results/e2e');
