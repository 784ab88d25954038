import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** E10: questionnaires and documents are not collected yet, so the tab says so. */
export function ClientDocumentsTab() {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate('app.clients.documents.empty')}</Typography>;
}
