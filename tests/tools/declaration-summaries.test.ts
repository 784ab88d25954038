import { describe, expect, it } from 'vitest';
import { summaryOf } from '../../tools/build/declaration-summaries';
import { withoutUnusedTopLevel } from '../../tools/build/unused-top-level';

const declaration = `import type { AccessSubject } from '../access';
import { isAdminNotAgent } from '../roles';
import { crud, defineResource, reference, text } from '../resource';

const ADMIN = ['ADMIN'] as const;
const readOnly = { readOnly: true } as const;
const named = { id: reference('partners'), name: text() };

function own(subject: AccessSubject, record: Record<string, unknown>) {
  return isAdminNotAgent(subject.roles) || record.agent_id === subject.agentId;
}

export const KINDS = ['A', 'B'] as const;

export const things = defineResource({
  name: 'things',
  table: 'thing_rows',
  path: '/things',
  timestamps: true,
  fields: { title: text(readOnly), partner: named },
  checks: [{ field: 'title', message: 'x', valid: () => true }],
  list: { columns: ['title'], sort: ['title'], defaultSort: { field: 'title', order: 'ASC' }, within: { param: 'id', column: 'partner_id' } },
  access: crud(ADMIN),
  recordRules: { show: own },
  representation: 'title',
});
`;

describe('a declaration\'s summary (tools/build/declaration-summaries.ts)', () => {
  const summary = summaryOf(declaration, 'things.ts');

  it('leaves out the fields, checks, table and timestamps, and of the list all but `within` and `defaultSort`', () => {
    expect(summary).not.toMatch(/fields:|checks:|table:|timestamps:|columns:/);
    expect(summary).toContain("list: { defaultSort: { field: 'title', order: 'ASC' }, within: { param: 'id', column: 'partner_id' } },");
    expect(summary).toContain("path: '/things',\n  list:");
  });

  it('keeps what the rest uses (the access roles, the record rule and what it imports) and every export', () => {
    expect(summary).toContain("const ADMIN = ['ADMIN'] as const;");
    expect(summary).toContain('function own(subject: AccessSubject');
    expect(summary).toContain("import { isAdminNotAgent } from '../roles';");
    expect(summary).toContain("import type { AccessSubject } from '../access';");
    expect(summary).toContain("export const KINDS = ['A', 'B'] as const;");
  });

  it('drops what only the fields used, and takes the toolkit\'s helpers from define.ts, not the index with the builders', () => {
    expect(summary).not.toMatch(/readOnly|named|reference|text\(/);
    expect(summary).toContain('import { crud, defineResource } from "../resource/define";');
  });

  it('drops the list where it has neither `within` nor `defaultSort`', () => {
    const code = "import { defineResource } from '../resource';\nexport const a = defineResource({ name: 'a', list: { columns: [] }, representation: 'x' });";
    expect(summaryOf(code, 'a.ts')).toContain("defineResource({ name: 'a', representation: 'x' })");
  });

  it('refuses a declaration it cannot read: a spread, a list that is no literal, no defineResource', () => {
    expect(() => summaryOf("export const a = defineResource({ ...b, name: 'a' });", 'a.ts')).toThrow(/spreads/);
    expect(() => summaryOf("export const a = defineResource({ name: 'a', list });", 'a.ts')).toThrow(/list/);
    expect(() => summaryOf('export const a = 1;', 'a.ts')).toThrow(/no defineResource/);
  });
});

describe('a module without its unused top-level code (tools/build/unused-top-level.ts)', () => {
  it('keeps a constant used by another kept one, drops a chain nothing exported uses', () => {
    const code = 'const a = 1;\nconst b = a + 1;\nconst c = 2;\nconst d = c;\nexport const e = b;\n';
    expect(withoutUnusedTopLevel(code, 'x.ts')).toBe('const a = 1;\nconst b = a + 1;\nexport const e = b;\n');
  });

  it('counts neither a property key nor a member name as a use', () => {
    const code = "import { text, other } from './kit';\nexport const e = { text: other.text };\n";
    expect(withoutUnusedTopLevel(code, 'x.ts')).toBe("import { other } from './kit';\nexport const e = { text: other.text };\n");
  });

  it('gives an import another source only where asked, for the names it keeps', () => {
    const code = "import { a, b } from './kit';\nexport const e = a;\n";
    const redirect = (source: string, names: string[]) => (source === './kit' && names.join() === 'a' ? './kit/a' : undefined);
    expect(withoutUnusedTopLevel(code, 'x.ts', redirect)).toBe('import { a } from "./kit/a";\nexport const e = a;\n');
    expect(withoutUnusedTopLevel("import { a, b } from './kit';\nexport const e = [a, b];\n", 'x.ts', redirect)).toContain("from './kit';");
  });
});
