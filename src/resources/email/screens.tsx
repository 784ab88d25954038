import { DataTable } from 'react-admin';
import type { Infer } from '../../../common/resource';
import { email } from '../../../common/resources/email';
import { formatDateTime } from '../../format';
import { declaredScreens } from '../declared';
import { MailBody } from './MailBody';

type EmailRecord = Infer<typeof email>;

/** M2: the message as key and value lines, the time in local time (DD.MM.YYYY HH:mm). */
export const screens = declaredScreens(email, {
  columns: {
    created_at: <DataTable.Col key="created_at" source="created_at" render={(r: EmailRecord) => formatDateTime(r.created_at)} />,
    body: <DataTable.Col key="body" source="body" disableSort render={(r: EmailRecord) => <MailBody body={r.body} />} />,
  },
});
