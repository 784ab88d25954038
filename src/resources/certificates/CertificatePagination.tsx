import { Pagination } from 'react-admin';
import { CERTIFICATES_PER_PAGE } from './constants';

/**
 * The list's pagination (react-admin's, with MUI's rows-per-page select): loaded just after the rows
 * paint, as the filter form is (docs/performance.md). C5's one page size: the select's default choices
 * (5, 10, 25, 50) hold no 30, so it showed an empty value.
 */
export function CertificatePagination() {
  return <Pagination rowsPerPageOptions={[CERTIFICATES_PER_PAGE]} />;
}
