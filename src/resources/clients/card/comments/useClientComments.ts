import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../../dataProvider';

/** E8: GET/POST /comment/{clientId} and PUT/DELETE /comment/{commentId} (see docs/decisions.md E8). */
export function useClientComments(clientId: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['clients', clientId, 'comments'];
  const refresh = () => queryClient.invalidateQueries({ queryKey });
  const list = useQuery({ queryKey, queryFn: ({ signal }) => dataProvider.clientComments(clientId, signal) });
  const create = useMutation({
    mutationFn: (comment: string) => dataProvider.addClientComment(clientId, comment),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, comment }: { id: string; comment: string }) => dataProvider.changeClientComment(id, comment),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => dataProvider.deleteClientComment(id),
    onSuccess: refresh,
  });
  return { comments: list.data ?? [], isPending: list.isPending, create, update, remove };
}
