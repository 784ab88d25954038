/**
 * A `description` in a resource declaration (common/resources/*.ts) is for the server's OpenAPI document: the SPA
 * shows labels from its catalogues and never reads it, yet the declarations are on every cabinet's first screen
 * (its menu, routes and dataProvider come from them). The SPA's build leaves the descriptions out.
 */
import { type ESTree, type Plugin, Visitor, parseSync } from 'vite';

const DECLARATION = /[\\/]common[\\/]resources[\\/]\w+\.ts$/;

type Node = ESTree.Node;

/** A text written in the source: a string, a template, or a `+` of them. */
const isText = (node: Node): boolean =>
  (node.type === 'Literal' && typeof node.value === 'string') ||
  node.type === 'TemplateLiteral' ||
  (node.type === 'BinaryExpression' && node.operator === '+' && isText(node.left) && isText(node.right));

const isDescription = (node: Node): node is ESTree.ObjectProperty =>
  node.type === 'Property' &&
  !node.computed &&
  ((node.key.type === 'Identifier' && node.key.name === 'description') || (node.key.type === 'Literal' && node.key.value === 'description')) &&
  isText(node.value);

/**
 * The declaration's code without the `description` texts of the options a call is given (`text({ description })`,
 * `joinOne(…, { description })`): a field named description (`description: longText()`) is no text and stays,
 * as does a text that is no call's option. Each goes with the comma after it; null when there is none.
 */
export function withoutDescriptions(code: string, filename: string): string | null {
  const { program, errors } = parseSync(filename, code, { lang: 'ts' });
  if (errors.length) throw new Error(`${filename}: ${errors[0]!.message}`);
  const cuts: [number, number][] = [];
  new Visitor({
    CallExpression(call) {
      for (const argument of call.arguments) {
        if (argument.type !== 'ObjectExpression') continue;
        argument.properties.forEach((property, index) => {
          if (!isDescription(property)) return;
          const next = argument.properties[index + 1];
          const comma = /^\s*,/.exec(code.slice(property.end))?.[0].length ?? 0;
          cuts.push([property.start, next ? next.start : property.end + comma]);
        });
      }
    },
  }).visit(program);
  if (!cuts.length) return null;
  return cuts
    .sort(([a], [b]) => b - a)
    .reduce((text, [start, end]) => text.slice(0, start) + text.slice(end), code);
}

export function serverOnlyDescriptions(): Plugin {
  return {
    name: 'server-only-descriptions',
    apply: 'build',
    enforce: 'pre',
    transform: (code, id) => (DECLARATION.test(id) ? withoutDescriptions(code, id) : null),
  };
}
