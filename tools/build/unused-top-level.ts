/**
 * A module without its top-level code that nothing it exports uses: the constants, functions and imported names
 * that only what was cut away used (a declaration's summary without its fields: tools/build/declaration-summaries.ts).
 * Statements other than local declarations (exports, expressions) stay, with everything they name.
 */
import { type ESTree, parseSync } from 'vite';

type Node = ESTree.Node;
type Statement = ESTree.Program['body'][number];

/** The names a piece of code uses: every identifier but property keys and member names (`a.b`: a). */
function namesIn(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) {
    for (const item of node) namesIn(item, found);
    return found;
  }
  if (typeof node !== 'object' || node === null) return found;
  const n = node as Node & Record<string, unknown>;
  if (n.type === 'Identifier') found.add(n.name);
  for (const [key, value] of Object.entries(n)) {
    if (key === 'key' && n.type === 'Property' && !n.computed) continue;
    if (key === 'property' && n.type === 'MemberExpression' && !n.computed) continue;
    namesIn(value, found);
  }
  return found;
}

/** The names a local declaration binds, or null for a statement that always stays. */
function declared(statement: Statement): string[] | null {
  if (statement.type === 'FunctionDeclaration' && statement.id) return [statement.id.name];
  if (statement.type === 'VariableDeclaration' && statement.declarations.every((d) => d.id.type === 'Identifier')) {
    return statement.declarations.map((d) => (d.id as ESTree.IdentifierName).name);
  }
  return null;
}

type Specifier = ESTree.ImportDeclaration['specifiers'][number];

/** An import keeping only the specifiers used; `source` in place of its own, when given. */
function importOf(code: string, statement: ESTree.ImportDeclaration, kept: Specifier[], source?: string): string {
  const text = (node: Node) => code.slice(node.start, node.end);
  const named = kept.filter((s) => s.type === 'ImportSpecifier');
  const others = kept.filter((s) => s.type !== 'ImportSpecifier').map(text);
  const clause = [...others, ...(named.length ? [`{ ${named.map(text).join(', ')} }`] : [])].join(', ');
  return `import ${statement.importKind === 'type' ? 'type ' : ''}${clause} from ${source ? JSON.stringify(source) : text(statement.source)};`;
}

/**
 * The code without unused top-level declarations and imported names. `redirect` may give an import another source
 * for the names it keeps (`names` are its value imports): a summary takes the toolkit's `defineResource` from the
 * module that holds it, not from the index that also re-exports the field builders.
 */
export function withoutUnusedTopLevel(
  code: string,
  filename: string,
  redirect: (source: string, names: string[]) => string | undefined = () => undefined,
): string {
  const { program, errors } = parseSync(filename, code, { lang: 'ts' });
  if (errors.length) throw new Error(`${filename}: ${errors[0]!.message}`);
  const declarations = program.body.flatMap((statement) => {
    const names = declared(statement);
    return names ? [{ statement, names, uses: namesIn(statement) }] : [];
  });
  const used = new Set<string>();
  const use = (names: Iterable<string>) => {
    for (const name of names) {
      if (used.has(name)) continue;
      used.add(name);
      for (const d of declarations) if (d.names.includes(name)) use(d.uses);
    }
  };
  for (const statement of program.body) if (statement.type !== 'ImportDeclaration' && !declared(statement)) use(namesIn(statement));

  const edits: [number, number, string][] = [];
  const cut = (statement: Statement) => edits.push([statement.start, statement.end + (/^[ \t]*\r?\n/.exec(code.slice(statement.end))?.[0].length ?? 0), '']);
  for (const d of declarations) if (!d.names.some((name) => used.has(name))) cut(d.statement);
  for (const statement of program.body) {
    if (statement.type !== 'ImportDeclaration' || !statement.specifiers.length) continue;
    const kept = statement.specifiers.filter((s) => used.has(s.local.name));
    const values = statement.importKind === 'type' ? [] : kept.filter((s) => s.type !== 'ImportSpecifier' || s.importKind !== 'type');
    const names = values.map((s) => (s.type === 'ImportSpecifier' ? (s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value)) : '*'));
    const source = values.length ? redirect(statement.source.value, names) : undefined;
    if (!kept.length) cut(statement);
    else if (kept.length < statement.specifiers.length || source) edits.push([statement.start, statement.end, importOf(code, statement, kept, source)]);
  }
  return edits.sort(([a], [b]) => b - a).reduce((text, [start, end, put]) => text.slice(0, start) + put + text.slice(end), code);
}
