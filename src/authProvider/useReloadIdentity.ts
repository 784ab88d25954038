import { useAuthProvider, useGetIdentity } from 'react-admin';
import type { AppAuthProvider } from './authProvider';

/** After a change to the profile on the server: read it again, so every useGetIdentity shows the new one. */
export function useReloadIdentity(): () => Promise<unknown> {
  const authProvider = useAuthProvider<AppAuthProvider>();
  const { refetch } = useGetIdentity();
  return () => {
    authProvider?.forgetIdentity?.();
    return refetch();
  };
}
