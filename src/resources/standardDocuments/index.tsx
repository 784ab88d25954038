import { CanAccess } from 'react-admin';
import type { CabinetSection } from '../../cabinets/types';
import { lazyScreen } from '../../cabinets/lazyScreen';

const StandardDocumentsPage = lazyScreen(() => import('./StandardDocumentsPage'), 'StandardDocumentsPage');

/** K6: /standard-documents, the client's list; the admin publishes and withdraws at the same address. */
export const standardDocumentsSection: CabinetSection = {
  path: '/standard-documents',
  element: (
    <CanAccess resource="standard-documents" action="list">
      <StandardDocumentsPage />
    </CanAccess>
  ),
};
