import { declaredSections } from '../../src/cabinets/declaredSections';
import { cabinetRoutes } from '../../src/customRoutes/cabinetRoutes';
import type { DeclaredViews } from '../../src/resources/declared/declaredViews';

/**
 * Declared resources' screens as a cabinet mounts them (src/cabinets/declaredSections.ts): from each declaration and
 * its views (src/resources/<folder>/views.ts), at its addresses (/<name>, its `page`, its menu's own route).
 */
export const declaredRoutes = (...views: DeclaredViews[]) => cabinetRoutes({ cabinet: 'sales', sections: views.flatMap(declaredSections) });
