import { useGetIdentity } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

/** C12: the certificate PDF's download; an agent's copy is locked with a password for the client. */
export function useCertificatePdf() {
  const { identity } = useGetIdentity();
  const isAgent = ((identity?.roles as string[] | undefined) ?? []).some((role) => role.includes('AGENT'));
  return (id: string) => (api: AppDataProvider) => api.downloadCertificatePdf(id, isAgent);
}
