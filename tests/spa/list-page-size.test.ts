import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Q2: a list asks for the server's page size, not react-admin's default of 10. Every react-admin
 * <List> in src names its perPage (the server's DEFAULT_PER_PAGE, or a page size the spec fixes).
 */
const SRC = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Files that take `List` from react-admin (MUI's List is a plain list, not a data list). */
const importsReactAdminList = (text: string) => /import\s*{[^}]*\bList\b[^}]*}\s*from\s*'react-admin'/.test(text);

describe('list page sizes (Q2)', () => {
  it('every react-admin List asks for a page size of its own', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      if (!importsReactAdminList(text)) continue;
      for (const match of text.matchAll(/<List\b([^>]*)>/g)) {
        if (!/\bperPage=/.test(match[1] ?? '')) missing.push(path.relative(SRC, file));
      }
    }
    expect(missing).toEqual([]);
  });

  it('every useGetList names its pagination', () => {
    const missing: string[] = [];
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/useGetList(?:<[^>]*>)?\(([^;]*?)\);/gs)) {
        // LOOKUP_PARAMS (src/dataProvider/lookups.ts) names the lookups' page size once for every /all lookup
        if (!/\bperPage\b|\bLOOKUP_PARAMS\b/.test(match[1] ?? '')) missing.push(path.relative(SRC, file));
      }
    }
    expect(missing).toEqual([]);
  });
});
