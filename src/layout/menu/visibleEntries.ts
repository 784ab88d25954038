import { canAccess, type AccessSubject } from '../../../common/access';
import type { Cabinet } from '../../../common/roles';
import type { Region } from '../../config/hosts';
import type { MenuEntry, TopMenuEntry } from './menuEntries';

export interface MenuContext {
  subject: AccessSubject;
  cabinet: Cabinet;
  region: Region;
}

function allowed(entry: MenuEntry, { subject, region }: MenuContext): boolean {
  if (entry.hosts && !entry.hosts.includes(region)) return false;
  return canAccess(subject, entry.access);
}

/** The entries (and sub-entries) this user sees in this cabinet on this host (B9). */
export function visibleEntries(entries: readonly TopMenuEntry[], context: MenuContext): TopMenuEntry[] {
  return entries
    .filter((entry) => entry.cabinets.includes(context.cabinet))
    .flatMap((entry) => {
      if (!entry.children) return allowed(entry, context) ? [entry] : [];
      // a group of one region's hosts (the Russian cash desk) is hidden elsewhere whatever its children say
      if (entry.hosts && !entry.hosts.includes(context.region)) return [];
      // a group opens nothing itself: it shows the children the user may open, led by the first of them
      const children = entry.children.filter((child) => allowed(child, context));
      return children.length ? [{ ...entry, path: children[0].path, children }] : [];
    });
}

/** Every entry and sub-entry, flattened: for finding the section an address belongs to. */
export function allEntries(entries: readonly MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...allEntries(entry.children ?? [])]);
}

/** The entry whose path is the longest prefix of the pathname, as a whole segment. */
export function entryForPath(entries: readonly MenuEntry[], pathname: string): MenuEntry | undefined {
  const matches = allEntries(entries).filter(
    (entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`),
  );
  return matches.sort((a, b) => b.path.length - a.path.length)[0];
}
