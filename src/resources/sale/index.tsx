import type { CabinetSection } from '../../cabinets/types';
import { SalePage } from './SalePage';

/** The sale page as a section of the sales cabinet. */
export const saleSection: CabinetSection = { path: '/certificates-sale', element: <SalePage /> };
