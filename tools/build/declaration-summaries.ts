/**
 * The SPA reads its declarations up front (access matrix, menu, cabinets' sections, dataProvider paths) through
 * common/resources/summaries.generated.ts, and needs their fields only with their screens or a create or update.
 * The build gives that module's imports each declaration's summary: the same file without the keys only the screens
 * and the server read (`fields`, `checks`… SCREEN_ONLY_KEYS) and with only `within` of its `list`; the constants
 * and imports only those used go with them, and `defineResource` and the access helpers come from the toolkit's
 * define.ts rather than its index, so neither the fields nor the field builders are on the first screen. The
 * declaration file stays the one place each fact is written; its whole self loads on demand
 * (common/resources/loaders.generated.ts).
 */
import { readFileSync } from 'node:fs';
import { type ESTree, type Plugin, Visitor, parseSync } from 'vite';
import * as define from '../../common/resource/define.ts';
import { withoutUnusedTopLevel } from './unused-top-level.ts';

const SUMMARIES = /[\\/]common[\\/]resources[\\/]summaries\.generated\.ts$/;
const SUMMARY = '?summary';
const DROPPED = new Set<string>(define.SCREEN_ONLY_KEYS);
/** How a declaration names the toolkit (common/resource/index.ts), and where the summary takes what define.ts has. */
const TOOLKIT = '../resource';
const TOOLKIT_DEFINE = '../resource/define';
const fromDefine = (source: string, names: string[]) => (source === TOOLKIT && names.every((name) => name in define) ? TOOLKIT_DEFINE : undefined);

type Node = ESTree.Node;

const keyOf = (property: ESTree.ObjectProperty) =>
  property.computed ? null : property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : null;

/**
 * A declaration's code with each `defineResource({ … })` left with what the summary holds: its SCREEN_ONLY_KEYS
 * dropped (each with the comma after it) and its `list` cut down to `{ within, defaultSort }`; then
 * without what only those used.
 */
/** What the SPA reads of a list before its screens: the owner scope and the order a reference's choices come in. */
const KEPT_OF_LIST = new Set(['within', 'defaultSort']);

export function summaryOf(code: string, filename: string): string {
  const { program, errors } = parseSync(filename, code, { lang: 'ts' });
  if (errors.length) throw new Error(`${filename}: ${errors[0]!.message}`);
  const edits: [number, number, string][] = [];
  let declarations = 0;
  const fail = (why: string) => new Error(`${filename}: ${why} (tools/build/declaration-summaries.ts)`);
  new Visitor({
    CallExpression(call) {
      if (call.callee.type !== 'Identifier' || call.callee.name !== 'defineResource') return;
      declarations++;
      const [declaration] = call.arguments;
      if (declaration?.type !== 'ObjectExpression') throw fail('defineResource is given no object literal');
      declaration.properties.forEach((property, index) => {
        if (property.type !== 'Property') throw fail('a declaration spreads another object: its summary needs its keys written out');
        const key = keyOf(property);
        const next = declaration.properties[index + 1];
        const cut: [number, number, string] = [property.start, next ? next.start : property.end + (/^\s*,/.exec(code.slice(property.end))?.[0].length ?? 0), ''];
        if (key && DROPPED.has(key)) edits.push(cut);
        if (key !== 'list') return;
        const list = property.value as Node;
        if (list.type !== 'ObjectExpression') throw fail('`list` is not an object literal');
        const kept = list.properties.filter((p): p is ESTree.ObjectProperty => p.type === 'Property' && KEPT_OF_LIST.has(keyOf(p) ?? ''));
        edits.push(kept.length ? [list.start, list.end, `{ ${kept.map((p) => `${keyOf(p)}: ${code.slice(p.value.start, p.value.end)}`).join(', ')} }`] : cut);
      });
    },
  }).visit(program);
  if (!declarations) throw fail('no defineResource call');
  const summary = edits.sort(([a], [b]) => b - a).reduce((text, [start, end, put]) => text.slice(0, start) + put + text.slice(end), code);
  return withoutUnusedTopLevel(summary, filename, fromDefine);
}

export function declarationSummaries(): Plugin {
  return {
    name: 'declaration-summaries',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !SUMMARIES.test(importer) || !source.startsWith('./')) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      return resolved && !resolved.external ? `${resolved.id}${SUMMARY}` : null;
    },
    load(id) {
      if (!id.endsWith(SUMMARY)) return null;
      const file = id.slice(0, -SUMMARY.length);
      this.addWatchFile(file);
      return { code: summaryOf(readFileSync(file, 'utf8'), file), map: null };
    },
  };
}
