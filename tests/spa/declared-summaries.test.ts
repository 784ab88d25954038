import { describe, expect, it } from 'vitest';
import { type ResourceDeclaration, SCREEN_ONLY_KEYS } from '../../common/resource';
import { DECLARED_RESOURCES } from '../../common/resources';
import { DECLARED_SUMMARIES, declarationOf } from '../../common/resources/summaries';

/** A declaration's facts as data: its record rules by their code (a summary's are the same code, another module's). */
const facts = (value: unknown): unknown =>
  typeof value === 'function' ? String(value) : Array.isArray(value) ? value.map(facts) : value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, facts(inner)]))
    : value;

/** What a summary keeps of a declaration (common/resource/define.ts ResourceSummary). */
function summarised(d: ResourceDeclaration) {
  const kept: Record<string, unknown> = Object.fromEntries(Object.entries(d).filter(([key]) => !(SCREEN_ONLY_KEYS as readonly string[]).includes(key)));
  // of the list, its owner scope and the order its records come in (a reference input's choices)
  kept.list = { defaultSort: d.list.defaultSort, ...(d.list.within ? { within: d.list.within } : {}) };
  return facts(kept);
}

// the SPA's build and this suite read the declarations through tools/build/declaration-summaries.ts (vite.config.ts)
describe('the declarations as the SPA reads them up front (issue 24)', () => {
  it('has a summary of every declaration', () => {
    expect(DECLARED_SUMMARIES.map((d) => d.name).sort()).toEqual(DECLARED_RESOURCES.map((d) => d.name).sort());
  });

  it.each(DECLARED_RESOURCES.map((d) => [d.name, d] as const))('summarises %s without its fields, checks and list settings (but its order and owner scope), every other fact kept', (name, d) => {
    const summary = DECLARED_SUMMARIES.find((s) => s.name === name)!;
    expect(summary).not.toHaveProperty('fields');
    expect(facts(summary)).toEqual(summarised(d));
  });

  it.each(DECLARED_RESOURCES.map((d) => [d.name, d] as const))('loads the whole %s declaration when asked for', async (name, d) => {
    expect(await declarationOf(DECLARED_SUMMARIES.find((s) => s.name === name)!)).toBe(d);
  });
});
