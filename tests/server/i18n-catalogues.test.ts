import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as domains from '../../server/i18n/catalogues/index';
import { translate } from '../../server/i18n/messages';

const folder = path.resolve(import.meta.dirname, '../../server/i18n/catalogues');
const catalogueFiles = readdirSync(folder).filter((name) => name.endsWith('.ts') && !['index.ts', 'define.ts'].includes(name) && !name.endsWith('.generated.ts'));

describe('server message catalogues', () => {
  it('merges every catalogue file of the folder', async () => {
    const listed = new Set<unknown>(Object.values(domains));
    for (const file of catalogueFiles) {
      const module: Record<string, unknown> = await import(path.join(folder, file));
      expect(Object.values(module).some((value) => listed.has(value)), `${file} is exported by catalogues/index.ts`).toBe(true);
    }
  });

  it('gives every domain the same keys in ru, kk and en, and every key to one domain only', () => {
    const owners = new Map<string, string>();
    for (const [name, domain] of Object.entries(domains)) {
      const keys = Object.keys(domain.ru).sort();
      expect(Object.keys(domain.kk).sort(), `${name}.kk`).toEqual(keys);
      expect(Object.keys(domain.en).sort(), `${name}.en`).toEqual(keys);
      for (const key of keys) {
        expect(owners.get(key), `${key} of ${name}`).toBeUndefined();
        owners.set(key, name);
      }
    }
  });

  it('translates a key of the first and of the last domain in each language', () => {
    expect(translate('en', 'telegram.botSecret')).not.toBe(translate('ru', 'telegram.botSecret'));
    expect(translate('kk', 'telegram.botSecret')).toBeTruthy();
  });
});
