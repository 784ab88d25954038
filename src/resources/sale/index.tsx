import type { CabinetSection } from '../../cabinets/types';
import { lazyScreen } from '../../cabinets/lazyScreen';

const SalePage = lazyScreen(() => import('./SalePage'), 'SalePage');

/** The sale page as a section of the sales cabinet. */
export const saleSection: CabinetSection = { path: '/certificates-sale', element: <SalePage /> };
