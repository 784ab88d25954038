import { Button, Card, CardContent, IconButton, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import Delete from '@mui/icons-material/Delete';
import { useState } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { normalizeMobilePhone } from '../../../common/phone';
import { FileDropzone } from '../../components/FileDropzone';
import { usePendingCall } from '../../components/usePendingCall';
import type { AppDataProvider } from '../../dataProvider';
import { PHONE_MASK, maskPhone } from '../../format/phone';
import { PersonSearch } from './PersonSearch';
import { SIGN_FILES } from './types';

/** M5: a new sign order: the person (found or typed, the phone in the project's mask) and the PDFs, sent by SMS. */
export function SignOrderCreate() {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.signatures.page.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const notify = useNotify();
  const { call, pending } = usePendingCall();
  const [person, setPerson] = useState({ phone: '', name: '', email: '', userId: '' });
  const [files, setFiles] = useState<File[]>([]);
  const [phoneError, setPhoneError] = useState('');

  const submit = async () => {
    const phone = normalizeMobilePhone(person.phone);
    if (!phone) return setPhoneError(t('phoneRequired'));
    if (!files.length) return notify('resources.signatures.page.filesRequired', { type: 'error' });
    const form = new FormData();
    form.append('phone', phone);
    if (person.name) form.append('name', person.name);
    if (person.email) form.append('email', person.email);
    if (person.userId) form.append('user_id', person.userId);
    for (const file of files) form.append('files', file, file.name);
    let id = '';
    const done = await call(async () => { id = (await dataProvider.sendForSigning(form)).id; }, 'resources.signatures.page.sent');
    if (done) navigate(`/sign-docs/${id}`);
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={t('create')} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5">{t('create')}</Typography>
          <PersonSearch onPick={(user) => setPerson({ phone: user.phone ?? '', name: user.name, email: user.email ?? '', userId: user.id })} />
          <TextField
            label={translate('resources.signatures.fields.phone')} required placeholder={PHONE_MASK} value={maskPhone(person.phone)}
            error={!!phoneError} helperText={phoneError || ' '} slotProps={{ htmlInput: { inputMode: 'tel' } }}
            onChange={(event) => { setPhoneError(''); setPerson({ ...person, phone: event.target.value, userId: '' }); }}
          />
          <TextField label={translate('resources.signatures.fields.name')} value={person.name} onChange={(event) => setPerson({ ...person, name: event.target.value })} />
          <TextField label={translate('resources.signatures.fields.email')} type="email" value={person.email} onChange={(event) => setPerson({ ...person, email: event.target.value })} />
          <FileDropzone files={SIGN_FILES} multiple disabled={pending} onFile={(file) => setFiles((list) => [...list, file])} />
          <List dense aria-label={t('files')}>
            {files.map((file, i) => (
              <ListItem key={`${file.name}-${i}`} secondaryAction={
                <IconButton aria-label={`${t('remove')} ${file.name}`} onClick={() => setFiles((list) => list.filter((_, j) => j !== i))}><Delete /></IconButton>
              }>
                <ListItemText primary={file.name} />
              </ListItem>
            ))}
          </List>
          <Button variant="contained" disabled={pending} onClick={() => void submit()}>{t('send')}</Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
