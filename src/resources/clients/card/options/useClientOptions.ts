import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider';
import type { ClientOption, toPrivilegePayload } from './types';

/** E9: the spec's calls with their /api segment (see docs/decisions.md E9). */
const BASE = '/api/questionnaire';

export function useClientOptions(clientId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['clients', clientId, 'options'];
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const list = useQuery({
    queryKey,
    queryFn: ({ signal }) => dataProvider.call<ClientOption[]>('POST', `${BASE}/getAllActiveOptions`, { body: { client_id: clientId }, signal }),
  });
  const create = useMutation({
    mutationFn: (body: ReturnType<typeof toPrivilegePayload>) => dataProvider.call<ClientOption>('POST', `${BASE}/createPrivilegeService`, { body }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => dataProvider.call<ClientOption>('DELETE', `${BASE}/privilege/${encodeURIComponent(id)}`),
    onSuccess: refresh,
  });
  return { options: list.data ?? [], isPending: list.isPending, error: list.error, create, remove };
}
