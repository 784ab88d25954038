import { describe, expect, it } from 'vitest';
import { type Cabinet, cabinetOf } from '../../common/roles';
import { DEMO_ACCOUNTS } from '../../server/db/seed/accounts';
import { clientCabinet } from '../../src/cabinets/cabinet/clientCabinet';
import { partnerCabinet } from '../../src/cabinets/cpa/partnerCabinet';
import { salesCabinet } from '../../src/cabinets/sales/salesCabinet';
import type { CabinetDefinition } from '../../src/cabinets/types';
import type { Region } from '../../src/config/hosts';
import { MENU_ENTRIES } from '../../src/layout/menu/menuEntries';
import { visibleEntries } from '../../src/layout/menu/visibleEntries';

const DEFINITIONS: Record<Cabinet, CabinetDefinition> = { sales: salesCabinet, cabinet: clientCabinet, cpa: partnerCabinet };
const REGIONS: Region[] = ['RU', 'KZ'];

/** The addresses a cabinet serves: its resources, placeholders, mounted screens and section redirects. */
function servedPaths({ sections, redirects = {} }: CabinetDefinition): string[] {
  const own = sections.map((section) =>
    'resource' in section ? `/${section.resource}` : 'placeholder' in section ? section.placeholder : section.path,
  );
  return [...own, ...Object.keys(redirects)];
}

const serves = (definition: CabinetDefinition, path: string) =>
  servedPaths(definition).some((served) => path === served || path.startsWith(`${served}/`));

const menus = DEMO_ACCOUNTS.flatMap((account) => {
  const cabinet = cabinetOf(account.roles) as Cabinet;
  return REGIONS.map((region) => ({
    name: `${account.login} on ${region}`,
    cabinet,
    entries: visibleEntries(MENU_ENTRIES, { subject: { roles: account.roles, agentId: 'agent-1' }, cabinet, region }),
  }));
});

describe('every menu entry opens its screen, for every role (B9)', () => {
  it.each(menus)('$name: a group leads with the child its path opens, and every path is a screen of the cabinet', ({ cabinet, entries }) => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      if (entry.children) {
        expect(entry.children.length, entry.id).toBeGreaterThan(0);
        expect(entry.path, entry.id).toBe(entry.children[0].path);
        for (const child of entry.children) expect(serves(DEFINITIONS[cabinet], child.path), child.path).toBe(true);
      } else {
        expect(serves(DEFINITIONS[cabinet], entry.path), entry.path).toBe(true);
      }
    }
  });

  it('lists the partners first in their group for the admin, and the subdivisions to a partner admin', () => {
    const groupOf = (login: string) =>
      menus.find((menu) => menu.name === `${login} on RU`)?.entries.find((entry) => entry.id === 'partners');
    expect(groupOf('admin')?.children?.map((child) => child.path)).toEqual(['/partners', '/partners/subdivisions']);
    expect(groupOf('partner-admin')?.children?.map((child) => child.path)).toEqual(['/partners/subdivisions']);
  });
});
