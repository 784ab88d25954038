import { describe, expect, it } from 'vitest';
import { DECLARED_RESOURCES } from '../../common/resources';
import { DECLARED_SUMMARIES } from '../../common/resources/summaries';
import type { Cabinet } from '../../common/roles';
import { clientCabinet } from '../../src/cabinets/cabinet/clientCabinet';
import { partnerCabinet } from '../../src/cabinets/cpa/partnerCabinet';
import { DECLARED_VIEWS, isDeclaredSection } from '../../src/cabinets/declaredSections';
import { salesCabinet } from '../../src/cabinets/sales/salesCabinet';
import type { CabinetDefinition, CabinetSection } from '../../src/cabinets/types';

const CABINETS: Record<Cabinet, CabinetDefinition> = { sales: salesCabinet, cabinet: clientCabinet, cpa: partnerCabinet };

/** The declared resource a section serves: by its resource name, or by the declared list's own route. */
const declaredOf = (section: CabinetSection) =>
  DECLARED_RESOURCES.find((d) => ('resource' in section && section.resource === d.name) || ('path' in section && section.path === d.menu?.route));

/** Every `src/resources/<folder>/views.ts(x)`, with its text. */
const viewTexts = import.meta.glob<string>('../../src/resources/*/views.{ts,tsx}', { query: '?raw', import: 'default', eager: true });
const viewFiles = Object.entries(viewTexts).map(([file, text]) => ({ file: file.replace('../../src/resources/', ''), text }));

/**
 * Declared for their records, served by screens of their own listed in the cabinet (issue 24 keeps them custom).
 * A views module may not import screen code up front, and this screen is the sales cabinet's first one.
 */
const CUSTOM_SCREENS: Record<string, string> = {
  certificates: 'the sales first screen: the certificate list (eager) with its custom card (C1, C6)',
};

describe('declared resources get their screens from their declarations (issue 24)', () => {
  it.each(Object.entries(CABINETS))('the %s cabinet lists no declared resource by hand', (_cabinet, definition) => {
    const byHand = definition.sections.filter((section) => declaredOf(section) && !isDeclaredSection(section)).map((s) => declaredOf(s)!.name);
    expect(byHand.filter((name) => !(name in CUSTOM_SCREENS))).toEqual([]);
  });

  it('gives every declared resource with a menu its screens in each cabinet its menu names, and in no other', () => {
    for (const d of DECLARED_RESOURCES.filter((declaration) => declaration.menu)) {
      for (const [cabinet, definition] of Object.entries(CABINETS)) {
        const served = definition.sections.some((section) => declaredOf(section) === d && isDeclaredSection(section) && 'module' in section && section.module.list);
        const routed = definition.sections.some((section) => 'path' in section && section.path === d.menu?.route && isDeclaredSection(section));
        expect(served || routed, `${d.name} in ${cabinet}`).toBe(d.menu!.cabinets.includes(cabinet as Cabinet));
      }
    }
  });

  it('finds each views module beside its resource, one per declared resource', () => {
    expect(viewFiles.length).toBeGreaterThan(0);
    expect(DECLARED_VIEWS.size).toBe(viewFiles.length);
    for (const views of DECLARED_VIEWS.values()) expect(DECLARED_SUMMARIES).toContain(views.declaration);
  });

  // every cabinet's first screen imports the views modules (docs/performance.md): code comes only through loaders,
  // and the declaration as its summary (its fields load with the screens; tests/tools/first-screen-declarations.test.ts)
  it.each(viewFiles)('$file imports no screen code up front', ({ text }) => {
    const imported = [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map((match) => match[1]);
    for (const module of imported) expect(module).toMatch(/^(\.\.\/){3}common\/resources\/summaries$|^\.\.\/declared\/declaredViews$|^\.\.\/\.\.\/cabinets\/lazyScreen$/);
  });
});
