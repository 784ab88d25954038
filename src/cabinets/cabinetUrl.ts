import type { Cabinet } from '../../common/roles';

/** The address of a cabinet app: each one is its own page under its first path segment (B1). */
export const cabinetRoot = (cabinet: Cabinet): string => `/${cabinet}/`;

/** Leaves this cabinet app for another one: a full page load, since each cabinet is a separate bundle. */
export function goToCabinet(cabinet: Cabinet): void {
  window.location.assign(cabinetRoot(cabinet));
}
