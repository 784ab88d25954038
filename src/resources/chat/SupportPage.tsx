import { Card, CardContent } from '@mui/material';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { Composer } from './Composer';
import { OperatorInbox } from './OperatorInbox';
import { ThreadCards } from './ThreadCards';

/** I5: /support: an agent's threads with the back office and the form that opens one; the admin's inbox of them. */
export function SupportPage() {
  const { canAccess: operator, isPending } = useCanAccess({ resource: 'support', action: 'close' });
  if (isPending) return null;
  return operator ? <OperatorInbox line="SUPPORT" base="/support" /> : <AgentSupport />;
}

function AgentSupport() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const api = useDataProvider<AppDataProvider>();
  const send = async (body: { text: string; key: string; files: string[] }) => {
    const thread = await api.openChatThread('SUPPORT', body);
    notify('app.chat.created', { type: 'success' });
    navigate(`/support/${thread.id}?isActive=true`);
  };
  return (
    <ThreadCards
      line="SUPPORT"
      base="/support"
      title={translate('app.chat.supportTitle')}
      emptyHint={translate('app.chat.supportEmptyHint')}
      create={() => (
        <Card variant="outlined">
          <CardContent>
            <Composer upload={(file) => api.uploadChatFile('SUPPORT', null, file)} send={send} label={translate('app.chat.supportCreate')} />
          </CardContent>
        </Card>
      )}
    />
  );
}
