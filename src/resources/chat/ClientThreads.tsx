import { useTranslate } from 'react-admin';
import { MAX_OPEN_CONSULTATIONS } from '../../../common/chat';
import { CreateButton, ThreadCards } from './ThreadCards';

/** I1: the client's /chat. The stories' panel (J1, another feature) is to be passed here as `storyPanel`. */
export function ClientThreads() {
  const translate = useTranslate();
  return (
    <ThreadCards
      line="CONSULTATION"
      base="/chat"
      title={translate('app.chat.title')}
      emptyHint={translate('app.chat.emptyHint')}
      create={(open) => <CreateButton to="/chat-new" label={translate('app.chat.create')} open={open} max={MAX_OPEN_CONSULTATIONS} />}
    />
  );
}
