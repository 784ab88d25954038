import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { DECLARED_RESOURCES } from '../../common/resources';
import { withoutDescriptions } from '../../tools/build/server-only-descriptions';

const DECLARATIONS = fileURLToPath(new URL('../../common/resources/', import.meta.url));
const strip = (code: string) => withoutDescriptions(code, 'x.ts') ?? code;

/** Every `description` text anywhere in the declarations as the server reads them. */
function descriptionsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(descriptionsIn);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === 'description' && typeof inner === 'string' ? [inner] : descriptionsIn(inner));
}

describe('the SPA build leaves the declarations\' descriptions out', () => {
  // [declaration code, what the build keeps of it]
  const options: [string, string][] = [
    ["json({ description: 'The asked fields' })", 'json({  })'],
    ["text({ description: 'a', nullable: true })", 'text({ nullable: true })'],
    ["text({ nullable: true, description: 'a', maxLength: 3 })", 'text({ nullable: true, maxLength: 3 })'],
    ["text({ nullable: true, description: \"a, 'b'\" })", 'text({ nullable: true,  })'],
    ["joinOne('p', 'p_id', { id: reference('p') }, {\n  description: 'The parent',\n})", "joinOne('p', 'p_id', { id: reference('p') }, {\n  \n})"],
  ];

  it.each(options)('drops a description that is its options\' only key, first, middle or last: %s', (code, kept) => {
    expect(strip(code)).toBe(kept);
  });

  it('drops a concatenated or template description, with texts in Cyrillic before it', () => {
    const code = "text({ default: 'Безлимит', description: 'one ' +\n 'two' }); money({ description: `три`, min: 0 })";
    expect(strip(code)).toBe("text({ default: 'Безлимит',  }); money({ min: 0 })");
  });

  it('keeps a field named description, a column list naming it and a description that is no call\'s option', () => {
    const code = "const fields = { description: longText({ maxLength: 2000 }), short_description: text() };\n" +
      "const list = { columns: ['name', 'description'] };\nconst kept = { description: 'not an option' };";
    expect(withoutDescriptions(code, 'x.ts')).toBeNull();
  });

  it('leaves no declared description in any declaration file, and the files still parse', async () => {
    const texts = descriptionsIn(DECLARED_RESOURCES);
    expect(texts).toContain('The asked fields (name, phone, email, passport, details, tin, login, address)');
    const files = (await readdir(DECLARATIONS)).filter((file) => file.endsWith('.ts') && !file.endsWith('.texts.ts') && !file.endsWith('.generated.ts'));
    for (const file of files) {
      const code = strip(await readFile(DECLARATIONS + file, 'utf8'));
      expect(parseSync(file, code, { lang: 'ts' }).errors).toEqual([]);
      for (const text of texts) expect(code, `${file}: ${text}`).not.toContain(text);
    }
    const services = strip(await readFile(`${DECLARATIONS}services.ts`, 'utf8'));
    expect(services).toMatch(/translatable\('description', longText\(/);
  });
});
