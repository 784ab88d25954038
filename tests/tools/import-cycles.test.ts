import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, moduleImports, sourceFiles } from './support/module-graph';

const FOLDERS = ['src', 'common'];

/** What a module loads when it runs: its imports and re-exports that are not types only, and its dynamic imports. */
function runtimeImports(file: string): string[] {
  const { eager, lazy } = moduleImports(file);
  return [...eager, ...lazy];
}

/** The strongly connected groups of more than one module (Tarjan): each holds a cycle. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (module: string) => {
    index.set(module, next);
    low.set(module, next++);
    stack.push(module);
    onStack.add(module);
    for (const imported of graph.get(module) ?? []) {
      if (!index.has(imported)) {
        connect(imported);
        low.set(module, Math.min(low.get(module)!, low.get(imported)!));
      } else if (onStack.has(imported)) low.set(module, Math.min(low.get(module)!, index.get(imported)!));
    }
    if (low.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(path.relative(ROOT, member));
    } while (member !== module);
    if (group.length > 1 || graph.get(module)?.includes(module)) groups.push(group.sort());
  };
  for (const module of graph.keys()) if (!index.has(module)) connect(module);
  return groups;
}

describe('runtime imports', () => {
  // a module reached again while it is still loading sees its bindings uninitialised, and a lazy import back into
  // an eager module ties two chunks together (e.g. the certificate list, its lazy toolbar and the toolbar's actions)
  // ~1 000 files parsed: seconds on a busy machine
  it('form no cycle in src/ and common/, lazy imports included', { timeout: 30_000 }, () => {
    const files = FOLDERS.flatMap((folder) => sourceFiles(path.join(ROOT, folder)));
    const graph = new Map(files.map((file) => [file, runtimeImports(file)]));
    expect(cycles(graph)).toEqual([]);
  });
});
