import { Pagination } from 'react-admin';

/**
 * The list's pagination (react-admin's, with MUI's rows-per-page select): loaded just after the rows
 * paint, as the filter form is (docs/performance.md).
 */
export function CertificatePagination() {
  return <Pagination />;
}
