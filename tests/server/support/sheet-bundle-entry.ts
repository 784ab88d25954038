/**
 * Run by server/launch.mjs in place of server/start.ts (tests/server/sheet-reader.test.ts): reads the sheet named by
 * SHEET_FILE through the bundled sheet worker, as `npm start` would, and prints the rows as JSON.
 */
import { readFileSync } from 'node:fs';
import { REGISTRY_SHEET } from '../../../server/modules/registry/sheet';
import { readSheetRows } from '../../../server/uploads/sheet-reader';

console.log(JSON.stringify(await readSheetRows(readFileSync(process.env.SHEET_FILE!), REGISTRY_SHEET)));
