import { ListToolbar } from 'react-admin';
import { CertificateListActions } from './CertificateListActions';
import { useCertificateFilters } from './certificateFilters';

/**
 * The list's filter form and header buttons. It loads just after the list's first paint (react-admin's
 * filter form brings react-hook-form): CertificateList keeps its place meanwhile (docs/performance.md).
 */
export function CertificateListToolbar() {
  return <ListToolbar filters={useCertificateFilters()} actions={<CertificateListActions />} />;
}
