import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SPA_SCREENS } from '../../bench/spa/budgets';
import { summaryOf } from '../../tools/build/declaration-summaries';
import { declarationFiles } from '../../tools/build/registries.mjs';
import { ROOT, moduleImports } from './support/module-graph';

/** The module whose imports of the declarations the build turns into their summaries (tools/build/declaration-summaries.ts). */
const SUMMARIES = path.join(ROOT, 'common/resources/summaries.generated.ts');
const SUMMARY = '?summary';
const DECLARATIONS = new Set(declarationFiles(ROOT).map((name) => path.join(ROOT, 'common/resources', `${name}.ts`)));
/** What brings declarations' fields: the declarations, the modules that hand them out whole, and the field builders. */
const FIELDS = new Set([
  ...DECLARATIONS,
  ...['index.ts', 'registry.generated.ts', 'texts.generated.ts'].map((file) => path.join(ROOT, 'common/resources', file)),
  path.join(ROOT, 'common/resource/fields.ts'),
]);

/** What a module loads with it, as the build makes it: the summaries registry imports summaries, which import what they keep. */
function eagerImports(module: string): string[] {
  if (module.endsWith(SUMMARY)) {
    const file = module.slice(0, -SUMMARY.length);
    return moduleImports(file, summaryOf(readFileSync(file, 'utf8'), file)).eager;
  }
  const { eager } = moduleImports(module);
  return module === SUMMARIES ? eager.map((file) => (DECLARATIONS.has(file) ? file + SUMMARY : file)) : eager;
}

/**
 * Every module a page loads before it is usable, as the build check weighs it (bench/spa/budgets.ts): the entry and
 * the page's lazily imported app with what they import statically (eager globs included), each with the chain that
 * reached it.
 */
function loadedUpFront(entries: readonly string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>(entries.map((entry) => [entry, [entry]]));
  const queue = [...entries];
  while (queue.length) {
    const module = queue.shift()!;
    for (const imported of eagerImports(module)) {
      if (reached.has(imported)) continue;
      reached.set(imported, [...reached.get(module)!, imported]);
      queue.push(imported);
    }
  }
  return reached;
}

const relative = (file: string) => path.relative(ROOT, file);

describe('the first screens carry the declarations\' summaries, not their fields (issue 24)', () => {
  it('reads every declaration through the summaries registry', () => {
    expect(DECLARATIONS.size).toBeGreaterThan(10);
    expect(eagerImports(SUMMARIES).filter((module) => module.endsWith(SUMMARY))).toHaveLength(DECLARATIONS.size);
  });

  it.each(SPA_SCREENS.map((screen) => [screen.name, screen.lazyModules] as const))(
    '%s imports no declaration whole, nor the field builders, up front',
    { timeout: 30_000 },
    (_name, lazyModules) => {
      const reached = loadedUpFront(['src/main.tsx', ...lazyModules].map((file) => path.join(ROOT, file)));
      const fields = [...reached].filter(([module]) => FIELDS.has(module)).map(([, chain]) => chain.map(relative).join(' → '));
      expect(fields).toEqual([]);
    },
  );
});
