import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PUBLISHED_DOCUMENT, PUBLISHED_TYPES, publishedFiles } from '../../tools/openapi/published';

describe('the published API contract', () => {
  it(`keeps ${PUBLISHED_DOCUMENT} and the SPA's types (${PUBLISHED_TYPES}) what the server publishes now`, async () => {
    const files = await publishedFiles();
    expect(Object.keys(files).sort()).toEqual([PUBLISHED_DOCUMENT, PUBLISHED_TYPES].sort());
    for (const [file, text] of Object.entries(files)) {
      const committed = await readFile(file, 'utf8').catch(() => '');
      // the whole text, not a diff of half a megabyte: the command says what to do
      expect(committed === text, `${file} is not current: run \`npm run openapi\` and commit the result`).toBe(true);
    }
  }, 300_000);
});
