import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const E2E_DIR = path.join(PROJECT_ROOT, 'tests/e2e');
/** Set by the runner for a lane of a parallel run (harness/lanes.ts) and inherited by its spec processes. */
export const LANE_VARIABLE = 'E2E_LANE';
/** Screenshots of failed tests and the server log of the last run (gitignored). */
export const RESULTS_ROOT = path.join(PROJECT_ROOT, 'test-results/e2e');
/** Where this process writes them: a lane has a folder of its own, as it has an app of its own. */
export const RESULTS_DIR = process.env[LANE_VARIABLE] ? path.join(RESULTS_ROOT, `lane-${process.env[LANE_VARIABLE]}`) : RESULTS_ROOT;
