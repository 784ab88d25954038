import type { ResourceSummary } from '../../../common/resource';
import { DECLARED_SUMMARIES } from '../../../common/resources/summaries';
import { DECLARED_ICONS } from '../../resources/declared/icons';
import type { MenuEntry, TopMenuEntry } from './menuEntries';

function entryOf(d: ResourceSummary): TopMenuEntry | null {
  const { menu } = d;
  if (!menu || menu.hidden) return null;
  return {
    id: menu.id ?? d.name,
    labelKey: menu.label ?? `resources.${d.name}.menu`,
    path: menu.route ?? `/${d.name}`,
    access: { resource: d.name, action: 'list' },
    cabinets: menu.cabinets,
    icon: DECLARED_ICONS[menu.icon],
  };
}

/** `entry` placed after the entry `after` names, first (after: null), or at the end. */
function placed<E extends MenuEntry>(entries: readonly E[], entry: E, after?: string | null): E[] {
  if (after === null) return [entry, ...entries];
  const at = after ? entries.findIndex((e) => e.id === after) : -1;
  return at < 0 ? [...entries, entry] : [...entries.slice(0, at + 1), entry, ...entries.slice(at + 1)];
}

/**
 * The declarations in an order where each comes after the declared entry its `after` names: the registry lists them
 * by file name, and an entry placed after one not placed yet would land at the end.
 */
function afterTheirAnchors(declarations: readonly ResourceSummary[]): ResourceSummary[] {
  const entryId = (d: ResourceSummary) => d.menu?.id ?? d.name;
  const pending = [...declarations];
  const ordered: ResourceSummary[] = [];
  while (pending.length) {
    const waiting = (d: ResourceSummary) => pending.some((other) => other !== d && other.menu && entryId(other) === d.menu?.after);
    const next = pending.find((d) => !waiting(d)) ?? pending[0]!;
    ordered.push(next);
    pending.splice(pending.indexOf(next), 1);
  }
  return ordered;
}

/** The hand-written menu with every declared resource's entry in its place (a top entry or a group's child). */
export function withDeclaredEntries(
  entries: readonly TopMenuEntry[],
  declarations: readonly ResourceSummary[] = DECLARED_SUMMARIES,
): TopMenuEntry[] {
  return afterTheirAnchors(declarations).reduce<TopMenuEntry[]>((menu, d) => {
    const entry = entryOf(d);
    if (!entry) return menu;
    const parent = d.menu?.parent;
    const after = d.menu?.first ? null : d.menu?.after;
    if (!parent) return placed(menu, entry, after);
    return menu.map((group) => {
      if (group.id !== parent) return group;
      const { cabinets: _cabinets, ...child } = entry;
      return { ...group, children: placed(group.children ?? [], child, after) };
    });
  }, [...entries]);
}
