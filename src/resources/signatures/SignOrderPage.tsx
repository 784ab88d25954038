import Download from '@mui/icons-material/Download';
import { Button, Card, CardContent, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Loading, Title, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Infer } from '../../../common/resource';
import { signatures } from '../../../common/resources/signatures';
import { FactGrid } from '../../components/Fact';
import { useFileDownload } from '../../components/useFileDownload';
import { formatDateTime } from '../../format';
import { maskPhone } from '../../format/phone';
import { choiceLabel } from '../../i18n/enumLabel';

type SignOrder = Infer<typeof signatures>;
const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '—');

/** One sign order (M5): the status in words, the person, the files with their hashes, and the signature record with its sheet. */
export function SignOrderPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const download = useFileDownload();
  // the signer acts in another browser: the page asks again every 5 s while the order waits
  const { data } = useGetOne<SignOrder>('signatures', { id }, { refetchInterval: (query) => (query.state.data?.status === 'SENT' ? 5000 : false) });
  if (!data) return <Loading />;
  const t = (key: string) => translate(`resources.signatures.page.${key}`);
  const f = (key: string) => translate(`resources.signatures.fields.${key}`);
  const status = choiceLabel(translate, signatures, 'status', data.status);
  const closed = data.status === 'APPLIED' || data.status === 'DECLINED';
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title={t('title')} />
      <Card>
        <CardContent>
          <Typography variant="h5">{t('title')}</Typography>
          <FactGrid
            facts={[
              { label: f('status'), value: <strong aria-label={f('status')}>{status}</strong>, size: { xs: 6, md: 2 } },
              { label: t('person'), value: [data.user.name, maskPhone(data.phone), data.user.email].filter(Boolean).join(', '), size: { xs: 12, md: 4 } },
              { label: f('sender.name'), value: data.sender.name, size: { xs: 6, md: 2 } },
              { label: f('created_at'), value: when(data.created_at), size: { xs: 6, md: 2 } },
              { label: f('expires_at'), value: when(data.expires_at), size: { xs: 6, md: 2 } },
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6">{t('files')}</Typography>
          <List dense aria-label={t('files')}>
            {data.files.map((file) => (
              <ListItem key={file.id}>
                <ListItemText
                  primary={<Link component="button" onClick={() => void download((api) => api.downloadSignFile(file.id), file.name)}>{file.name}</Link>}
                  secondary={`${t('hash')}: ${file.sha256}`}
                  slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
                />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6">{t('record')}</Typography>
          {closed ? (
            <FactGrid
              facts={[
                { label: f(data.status === 'APPLIED' ? 'signed_at' : 'declined_at'), value: when(data.signed_at ?? data.declined_at), size: { xs: 6, md: 3 } },
                { label: f('sign_ip'), value: data.sign_ip, size: { xs: 6, md: 3 } },
                { label: f('sign_user_agent'), value: data.sign_user_agent, size: { xs: 12, md: 6 } },
              ]}
            />
          ) : (
            <Typography color="text.secondary">{t('notSigned')}</Typography>
          )}
          {data.sheet_file_id && (
            <Button sx={{ mt: 2 }} startIcon={<Download />} onClick={() => void download((api) => api.downloadSignFile(data.sheet_file_id!), 'signed.pdf')}>
              {t('sheet')}
            </Button>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
