import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const RESOURCES = path.resolve(__dirname, '../../src/resources');

function typesFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return typesFiles(full);
    return name === 'types.ts' ? [full] : [];
  });
}

/** Interfaces and object-literal type aliases written by hand: a record's shape retyped instead of inferred. */
function handWrittenShapes(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (ts.isInterfaceDeclaration(statement)) return [statement.name.text];
    if (ts.isTypeAliasDeclaration(statement) && ts.isTypeLiteralNode(statement.type)) return [statement.name.text];
    return [];
  });
}

/**
 * Issue 24: a record the API answers is typed once, by its declaration (Infer) or the published contract (Schema,
 * Reply); what a form holds while it is being typed is the screen's own (`…FormValues`).
 */
describe('record types in src/resources/**/types.ts', () => {
  it('are inferred from a declaration or the contract, never written by hand', () => {
    const files = typesFiles(RESOURCES);
    expect(files.length).toBeGreaterThan(5);
    const written = files.flatMap((file) =>
      handWrittenShapes(file)
        .filter((name) => !name.endsWith('FormValues'))
        .map((name) => `${path.relative(RESOURCES, file)}: ${name}`),
    );
    expect(written).toEqual([]);
  });
});
