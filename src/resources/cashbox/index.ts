import { guardedPage } from '../../cabinets/guardedPage';
import { lazyScreen } from '../../cabinets/lazyScreen';
import type { CabinetSection } from '../../cabinets/types';

const CashboxPage = lazyScreen(() => import('./CashboxPage'), 'CashboxPage');

/** M4: /cashbox, where the admin issues a paid order's receipt (others get the access-denied page). */
export const cashboxSection: CabinetSection = guardedPage('/cashbox', { resource: 'cashbox', action: 'create' }, CashboxPage);
