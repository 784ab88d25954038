import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Cabinet } from '../../common/roles';
import { clientTexts } from '../../src/cabinets/cabinet/clientTexts';
import { partnerTexts } from '../../src/cabinets/cpa/partnerTexts';
import { salesTexts } from '../../src/cabinets/sales/salesTexts';
import type { CabinetTexts } from '../../src/i18n';
import type { Messages } from '../../src/i18n/types';
import { everyText } from './testI18n';

const APPS: Record<Cabinet, { app: string; texts: CabinetTexts }> = {
  sales: { app: 'src/cabinets/sales/SalesApp.tsx', texts: salesTexts },
  cabinet: { app: 'src/cabinets/cabinet/ClientApp.tsx', texts: clientTexts },
  cpa: { app: 'src/cabinets/cpa/PartnerApp.tsx', texts: partnerTexts },
};

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

const ANY_IMPORT = /(?:from|import\()\s*'(\.[^']+)'/g;
/** What the first screen loads before or as it paints: static imports, and the parts it loads without waiting for texts. */
const FIRST_SCREEN_IMPORT = /(?:from\s*|lazyFirstScreenPart\(\(\) => import\()'(\.[^']+)'/g;

/** The project's source files a cabinet's app reaches through its imports, static or lazy (or those `imports` match). */
function reachable(app: string, imports: RegExp = ANY_IMPORT): Set<string> {
  const seen = new Set<string>();
  const queue = [path.resolve(app)];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(imports)) {
      const target = resolveImport(file, specifier!);
      if (target && !target.includes(`${path.sep}i18n${path.sep}messages${path.sep}`)) queue.push(target);
    }
  }
  return seen;
}

const has = (messages: Messages, key: string) =>
  typeof key.split('.').reduce<Messages | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages) === 'string';

/** The texts of `files` that `texts` lacks, with the file naming each. */
function missingTexts(files: Iterable<string>, texts: Messages): string[] {
  const every = everyText.loaded('ru')!;
  const missing = new Set<string>();
  for (const file of files) {
    for (const [, key] of readFileSync(file, 'utf8').matchAll(/['"]((?:app|resources)\.[\w.-]*\w)['"]/g)) {
      if (has(every, key!) && !has(texts, key!)) missing.add(`${key} (${path.relative('.', file)})`);
    }
  }
  return [...missing];
}

// what each cabinet has before its other screens' texts are loaded (the tests below load them)
const firstScreenTexts = Object.fromEntries(Object.entries(APPS).map(([cabinet, { texts }]) => [cabinet, texts.loaded('ru')!]));

describe('each cabinet’s texts', () => {
  it.each(Object.keys(APPS) as Cabinet[])('come with its first screen where it shows them (%s: the catalogues’ `firstScreens` lines)', (cabinet) => {
    expect(missingTexts(reachable(APPS[cabinet].app, FIRST_SCREEN_IMPORT), firstScreenTexts[cabinet]!)).toEqual([]);
  });

  it.each(Object.keys(APPS) as Cabinet[])('hold every text its screens name (%s: the catalogues’ `cabinets` lines)', async (cabinet) => {
    const { app, texts } = APPS[cabinet];
    await texts.complete?.();
    expect(missingTexts(reachable(app), texts.loaded('ru')!)).toEqual([]);
  });
});
