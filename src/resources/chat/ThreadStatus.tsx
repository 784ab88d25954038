import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChatThread } from '../../dataProvider/api/chat';
import { enumLabel } from '../../i18n/enumLabel';

/** I1: 'Закрыта' or 'В работе', and whether the back office answered ('Вам ответили' / 'Ждет решения' to the author). */
export function ThreadStatus({ thread, operator = false }: { thread: ChatThread; operator?: boolean }) {
  const translate = useTranslate();
  const answeredKey = operator ? (thread.answered ? 'operatorAnswered' : 'operatorWaiting') : thread.answered ? 'answered' : 'waiting';
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      <Chip size="small" color={thread.status === 'CLOSED' ? 'default' : 'primary'} label={enumLabel(translate, 'consultationStatus', thread.status)} />
      {thread.status === 'OPEN' && <Chip size="small" color={thread.answered ? 'success' : 'warning'} variant="outlined" label={translate(`app.chat.${answeredKey}`)} />}
      {thread.unread && <Chip size="small" color="secondary" label={translate('app.chat.unread')} />}
    </Stack>
  );
}
