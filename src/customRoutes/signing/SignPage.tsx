import { Alert, Button, List, ListItem, ListItemText, Link, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePendingCall } from '../../components/usePendingCall';
import { useFileDownload } from '../../components/useFileDownload';
import type { AppDataProvider } from '../../dataProvider';
import type { SignCodeSent } from '../../dataProvider/api/signatures';
import { ResultFrame } from '../paymentResult/ResultFrame';

/** M5: the person opens the SMS link, reads the files, and signs with a code sent to the phone, or declines. */
export function SignPage() {
  const { token = '' } = useParams();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.signatures.sign.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const download = useFileDownload();
  const { call, pending } = usePendingCall();
  const [sent, setSent] = useState<SignCodeSent | null>(null);
  const [code, setCode] = useState('');
  const [confirmDecline, setConfirmDecline] = useState(false);
  const key = ['signatures', 'public', token];
  const { data: order, isError } = useQuery({ queryKey: key, queryFn: ({ signal }) => dataProvider.signOrderByToken(token, signal), retry: false });
  const settle = (next: unknown) => queryClient.setQueryData(key, next);

  if (isError) return <ResultFrame><Alert severity="error">{t('notFound')}</Alert></ResultFrame>;
  if (!order) return <ResultFrame><Typography>…</Typography></ResultFrame>;
  const sheet = order.sheet_file_id;
  return (
    <ResultFrame title="resources.signatures.sign.title">
      {order.sender && <Typography>{t('from', { name: order.sender })}</Typography>}
      <List dense aria-label={translate('resources.signatures.fields.files')}>
        {order.files.map((file) => (
          <ListItem key={file.id} disableGutters>
            <ListItemText primary={<Link component="button" onClick={() => void download((api) => api.downloadSignerFile(token, file.id), file.name)}>{file.name}</Link>} />
          </ListItem>
        ))}
      </List>
      {order.status === 'APPLIED' && <Alert severity="success">{t('signed')}</Alert>}
      {order.status === 'DECLINED' && <Alert severity="info">{t('declined')}</Alert>}
      {order.status === 'EXPIRED' && <Alert severity="warning">{t('expired')}</Alert>}
      {sheet && <Button onClick={() => void download((api) => api.downloadSignerFile(token, sheet), 'signed.pdf')}>{t('sheet')}</Button>}
      {order.status === 'SENT' && (
        <Stack spacing={2}>
          <Typography>{t('intro', { phone: order.phone })}</Typography>
          {sent ? (
            <>
              <Typography color="text.secondary">{sent.message}</Typography>
              <TextField label={t('code')} value={code} onChange={(event) => setCode(event.target.value)} slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }} />
              <Button variant="contained" disabled={pending || code.trim().length < 6}
                onClick={() => void call(async () => settle(await dataProvider.signDocuments(token, { codeId: sent.codeId, code })))}>
                {t('sign')}
              </Button>
            </>
          ) : (
            <Button variant="contained" disabled={pending} onClick={() => void call(async () => setSent(await dataProvider.requestSignCode(token)))}>{t('getCode')}</Button>
          )}
          <Button color="error" disabled={pending} onClick={() => setConfirmDecline(true)}>{t('decline')}</Button>
          <Confirm
            isOpen={confirmDecline} title={t('decline')} content={t('declineQuestion')}
            onClose={() => setConfirmDecline(false)}
            onConfirm={() => { setConfirmDecline(false); void call(async () => settle(await dataProvider.declineSigning(token))); }}
          />
        </Stack>
      )}
    </ResultFrame>
  );
}
