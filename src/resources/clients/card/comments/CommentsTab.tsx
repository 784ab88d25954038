import { List, Stack, Typography } from '@mui/material';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { CommentItem } from './CommentItem';
import { CommentTextField } from './CommentTextField';
import { useClientComments } from './useClientComments';

/** E8: the client's comments, newest first, and a field to add one. */
export function CommentsTab({ clientId }: { clientId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { comments, isPending, create, update, remove } = useClientComments(clientId);
  const saved = (pending: Promise<unknown>) =>
    pending.then(
      () => true,
      () => {
        notify('app.clients.serverError', { type: 'error' });
        return false;
      },
    );
  return (
    <Stack spacing={2}>
      <CommentTextField submitLabel="app.clients.comments.send" onSubmit={(text) => saved(create.mutateAsync(text))} />
      {isPending ? (
        <Loading />
      ) : comments.length === 0 ? (
        <Typography color="text.secondary">{translate('app.clients.comments.empty')}</Typography>
      ) : (
        <List dense>
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              onUpdate={(text) => saved(update.mutateAsync({ id: comment.id, comment: text }))}
              onDelete={() => remove.mutate(comment.id, { onError: () => notify('app.clients.comments.deleteFailed', { type: 'error' }) })}
            />
          ))}
        </List>
      )}
    </Stack>
  );
}
