import { Button } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { ChatLine } from '../../dataProvider/api/chat';
import { ClientAside } from './ClientAside';
import { ThreadView } from './ThreadView';

/** The admin's thread: the reply box, close and reopen, and the author's card beside it. */
export function OperatorThread({ line, back }: { line: ChatLine; back: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <ThreadView
      line={line}
      back={back}
      operator
      actions={(status, setStatus) => (
        <Button
          variant="outlined"
          onClick={() => {
            const action = status === 'OPEN' ? 'close' : 'reopen';
            setStatus(action).then(
              () => notify(action === 'close' ? 'app.chat.closed' : 'app.chat.reopened', { type: 'success' }),
              (failure: Error) => notify(failure.message, { type: 'error' }),
            );
          }}
        >
          {translate(status === 'OPEN' ? 'app.chat.close' : 'app.chat.reopen')}
        </Button>
      )}
      aside={(thread) => <ClientAside thread={thread} />}
    />
  );
}
