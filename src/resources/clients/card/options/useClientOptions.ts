import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider';
import type { toPrivilegePayload } from './types';

export function useClientOptions(clientId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['clients', clientId, 'options'];
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) => dataProvider.clientOptions(clientId, signal),
  });
  const create = useMutation({
    mutationFn: (body: ReturnType<typeof toPrivilegePayload>) => dataProvider.createPrivilegeService(body),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => dataProvider.deletePrivilegeService(id),
    onSuccess: refresh,
  });
  return { options: list.data ?? [], isPending: list.isPending, error: list.error, create, remove };
}
