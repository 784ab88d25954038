import Send from '@mui/icons-material/Send';
import { Button, Link } from '@mui/material';
import { CanAccess, DataTable, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Infer } from '../../../common/resource';
import { signatures } from '../../../common/resources/signatures';
import { resourceRoutes } from '../../cabinets/sectionRoutes';
import { formatDateTime } from '../../format';
import { maskPhone } from '../../format/phone';
import { choiceLabel } from '../../i18n/enumLabel';
import { declaredScreens } from '../declared';
import { SignOrderCreate } from './SignOrderCreate';
import { SignOrderPage } from './SignOrderPage';

type SignOrder = Infer<typeof signatures>;
const Column = DataTable.Col<SignOrder>;

function Status({ record }: { record: SignOrder }) {
  return <>{choiceLabel(useTranslate(), signatures, 'status', record.status)}</>;
}

function FilesCount({ record }: { record: SignOrder }) {
  return <>{useTranslate()('resources.signatures.page.filesCount', { smart_count: record.files.length })}</>;
}

function SendButton() {
  return (
    <CanAccess action="create" resource="signatures">
      <Button component={RouterLink} to="/sign-docs/new" startIcon={<Send />}>{useTranslate()('resources.signatures.page.send')}</Button>
    </CanAccess>
  );
}

const { list: SignOrderList } = declaredScreens(signatures, {
  actions: <SendButton />,
  columns: {
    phone: <Column key="phone" source="phone" disableSort render={(r) => <Link component={RouterLink} to={`/sign-docs/${r.id}`}>{maskPhone(r.phone)}</Link>} />,
    name: <Column key="name" source="name" disableSort render={(r) => r.name ?? '—'} />,
    status: <Column key="status" source="status" disableSort render={(r) => <Status record={r} />} />,
    files: <Column key="files" source="files" disableSort render={(r) => <FilesCount record={r} />} />,
    created_at: <Column key="created_at" source="created_at" render={(r) => formatDateTime(r.created_at)} />,
    signed_at: <Column key="signed_at" source="signed_at" disableSort render={(r) => (r.signed_at ? formatDateTime(r.signed_at) : '—')} />,
  },
});

/** /sign-docs (M5), a new order at /sign-docs/new, and one order's page /sign-docs/{id}. */
export function SignaturesRoutes() {
  return resourceRoutes('signatures', { '': <SignOrderList />, new: <SignOrderCreate />, ':id': <SignOrderPage /> });
}
