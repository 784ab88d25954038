import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, ListItem, Stack, Tooltip, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import type { ClientComment } from '../../types';
import { ConfirmButton } from '../../../../components/ConfirmButton';
import { CommentTextField } from './CommentTextField';

/** E8 shows the UTC timestamp in local time as DD.MM.YY and HH:mm. */
const DATE = 'DD.MM.YY';
const TIME = 'HH:mm';

interface CommentItemProps {
  comment: ClientComment;
  onUpdate(text: string): Promise<boolean>;
  onDelete(): void;
}

/** One comment; edit and delete only for its author or an admin (the `comments` record rule). */
export function CommentItem({ comment, onUpdate, onDelete }: CommentItemProps) {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const { canAccess: mayEdit } = useCanAccess({ resource: 'comments', action: 'edit', record: comment });
  const { canAccess: mayDelete } = useCanAccess({ resource: 'comments', action: 'delete', record: comment });
  const created = dayjs(comment.created_at);
  const editLabel = translate('ra.action.edit');
  return (
    <ListItem divider sx={{ display: 'block' }} data-testid="client-comment">
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          {comment.author?.name ?? '—'}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {created.format(DATE)} {created.format(TIME)}
        </Typography>
        {mayEdit && !editing && (
          <Tooltip title={editLabel}>
            <IconButton aria-label={editLabel} size="small" onClick={() => setEditing(true)}>
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        {mayDelete && <ConfirmButton compact label="ra.action.delete" icon={<DeleteIcon fontSize="small" />} question="app.clients.comments.deleteQuestion" onConfirm={onDelete} />}
      </Stack>
      {editing ? (
        <CommentTextField
          initial={comment.comment}
          submitLabel="ra.action.save"
          onSubmit={async (text) => {
            const saved = await onUpdate(text);
            if (saved) setEditing(false);
            return saved;
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{comment.comment}</Typography>
      )}
    </ListItem>
  );
}
