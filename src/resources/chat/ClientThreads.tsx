import { useTranslate } from 'react-admin';
import { MAX_OPEN_CONSULTATIONS } from '../../../common/chat';
import { StoriesPanel } from './StoriesPanel';
import { CreateButton, ThreadCards } from './ThreadCards';

/** I1: the client's /chat, with the stories' panel above the threads (J1). */
export function ClientThreads() {
  const translate = useTranslate();
  return (
    <ThreadCards
      line="CONSULTATION"
      base="/chat"
      title={translate('app.chat.title')}
      emptyHint={translate('app.chat.emptyHint')}
      storyPanel={<StoriesPanel />}
      create={(open) => <CreateButton to="/chat-new" label={translate('app.chat.create')} open={open} max={MAX_OPEN_CONSULTATIONS} />}
    />
  );
}
