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

/** The project's source files a cabinet's app reaches through its imports, static or lazy. */
function reachable(app: string): Set<string> {
  const seen = new Set<string>();
  const queue = [path.resolve(app)];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const target = resolveImport(file, specifier!);
      if (target && !target.includes(`${path.sep}i18n${path.sep}messages${path.sep}`)) queue.push(target);
    }
  }
  return seen;
}

const has = (messages: Messages, key: string) =>
  typeof key.split('.').reduce<Messages | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages) === 'string';

describe('each cabinet’s texts', () => {
  it.each(Object.keys(APPS) as Cabinet[])('hold every text its screens name (%s: the catalogues’ `cabinets` lines)', (cabinet) => {
    const { app, texts } = APPS[cabinet];
    const every = everyText.loaded('ru')!;
    const own = texts.loaded('ru')!;
    const missing = new Set<string>();
    for (const file of reachable(app)) {
      for (const [, key] of readFileSync(file, 'utf8').matchAll(/['"]((?:app|resources)\.[\w.-]*\w)['"]/g)) {
        if (has(every, key!) && !has(own, key!)) missing.add(`${key} (${path.relative('.', file)})`);
      }
    }
    expect([...missing]).toEqual([]);
  });
});
