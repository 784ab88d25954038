/**
 * The project's module graph read from the sources (TypeScript's parser, no build): what a module imports when it
 * runs, split into what loads with it (static imports, re-exports, eager `import.meta.glob`) and what loads later
 * (dynamic imports, lazy globs). Type-only imports are left out: they are erased.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(__dirname, '../../..');

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

export function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier.replace(/\?.*$/, ''));
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (file) => existsSync(file) && statSync(file).isFile(),
  );
}

/** The files a glob of Vite's `import.meta.glob` names (`*` within a folder, `{a,b}`), relative to the module. */
function globbed(from: string, pattern: string): string[] {
  const absolute = path.resolve(path.dirname(from), pattern);
  const fixed = absolute.split(/[*{]/)[0]!;
  const base = fixed.slice(0, fixed.lastIndexOf(path.sep));
  const escape = (text: string) => text.replace(/[.+^$()|[\]\\]/g, '\\$&');
  const source = escape(absolute)
    .replace(/\*/g, '[^/]*')
    .replace(/\{([^}]*)\}/g, (_, options: string) => `(?:${options.split(',').join('|')})`);
  const matcher = new RegExp(`^${source}$`);
  return existsSync(base) ? sourceFiles(base).filter((file) => matcher.test(file)) : [];
}

const typesOnly = (elements: readonly (ts.ImportSpecifier | ts.ExportSpecifier)[]) => elements.length > 0 && elements.every((e) => e.isTypeOnly);

const isEagerGlob = (options: ts.Expression | undefined) =>
  !!options &&
  ts.isObjectLiteralExpression(options) &&
  options.properties.some((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'eager' && p.initializer.kind === ts.SyntaxKind.TrueKeyword);

/** `import.meta.glob(…)` */
const isGlob = (call: ts.CallExpression) =>
  ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'glob' && ts.isMetaProperty(call.expression.expression);

export interface ModuleImports {
  /** Loaded with the module: its imports and re-exports that are not types only, and its eager globs' files. */
  eager: string[];
  /** Loaded when the code asks: its dynamic imports and lazy globs' files. */
  lazy: string[];
}

/** A module's imports; `code` in place of the file's own (what a build plugin makes of it). */
export function moduleImports(file: string, code = readFileSync(file, 'utf8')): ModuleImports {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false);
  const eager: string[] = [];
  const lazy: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes = clause?.isTypeOnly || (clause && !clause.name && bindings && ts.isNamedImports(bindings) && typesOnly(bindings.elements));
      if (!onlyTypes) eager.push(...[resolved(file, node.moduleSpecifier.text)].filter((f) => f !== undefined));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      if (!node.isTypeOnly && !(clause && ts.isNamedExports(clause) && typesOnly(clause.elements))) {
        eager.push(...[resolved(file, node.moduleSpecifier.text)].filter((f) => f !== undefined));
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) lazy.push(...[resolved(file, argument.text)].filter((f) => f !== undefined));
    } else if (ts.isCallExpression(node) && isGlob(node)) {
      const [patterns, options] = node.arguments;
      const texts: readonly ts.Expression[] = patterns && ts.isArrayLiteralExpression(patterns) ? patterns.elements : patterns ? [patterns] : [];
      const files = texts.flatMap((pattern) => (ts.isStringLiteral(pattern) ? globbed(file, pattern.text) : []));
      (isEagerGlob(options) ? eager : lazy).push(...files);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { eager, lazy };
}
