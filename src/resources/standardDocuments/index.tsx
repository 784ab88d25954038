import type { CabinetSection } from '../../cabinets/types';
import { guardedPage } from '../../cabinets/guardedPage';
import { lazyScreen } from '../../cabinets/lazyScreen';

const StandardDocumentsPage = lazyScreen(() => import('./StandardDocumentsPage'), 'StandardDocumentsPage');

/** K6: /standard-documents, the client's list; the admin publishes and withdraws at the same address. */
export const standardDocumentsSection: CabinetSection = guardedPage(
  '/standard-documents',
  { resource: 'standard-documents', action: 'list' },
  StandardDocumentsPage,
);
