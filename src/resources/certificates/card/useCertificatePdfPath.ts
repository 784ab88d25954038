import { useGetIdentity } from 'react-admin';

/** C12: the certificate PDF's path; an agent's copy is locked with a password for the client. */
export function useCertificatePdfPath() {
  const { identity } = useGetIdentity();
  const isAgent = ((identity?.roles as string[] | undefined) ?? []).some((role) => role.includes('AGENT'));
  return (id: string) => `/certificates/${id}/pdf${isAgent ? '?password_need=1' : ''}`;
}
