import Delete from '@mui/icons-material/Delete';
import { Card, CardContent, FormHelperText, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, HttpError, SaveButton, TextInput, Title, Toolbar, email, required, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { normalizeMobilePhone } from '../../../common/phone';
import { FileDropzone } from '../../components/FileDropzone';
import { PhoneMaskInput } from '../../components/PhoneMaskInput';
import type { AppDataProvider } from '../../dataProvider';
import type { FoundUser } from '../../dataProvider/api/signatures';
import { PersonSearch } from './PersonSearch';
import { SIGN_FILES } from './types';

/** The form's own values (the files are beside it: a dropzone, not an input). */
interface SignOrderFormValues {
  phone: string;
  name: string;
  email: string;
  user_id: string;
}

const wholePhone = (value: string) => (value && !normalizeMobilePhone(value) ? 'resources.signatures.page.phoneRequired' : undefined);

/** The found person fills the form; typing another phone afterwards makes it someone else. */
function PersonPicker() {
  const { setValue } = useFormContext<SignOrderFormValues>();
  const pick = (user: FoundUser) => {
    const options = { shouldDirty: true, shouldValidate: true };
    setValue('phone', user.phone ?? '', options);
    setValue('name', user.name, options);
    setValue('email', user.email ?? '', options);
    setValue('user_id', user.id, options);
  };
  return <PersonSearch onPick={pick} />;
}

/** M5: a new sign order: the person (found or typed, the phone in the project's mask) and the PDFs, sent by SMS. */
export function SignOrderCreate() {
  const translate = useTranslate();
  const t = (key: string) => translate(`resources.signatures.page.${key}`);
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const notify = useNotify();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState('');

  // react-admin's Form shows the returned errors under their fields (the server's, in the user's language)
  const submit = async (values: Partial<SignOrderFormValues>) => {
    if (!files.length) return setFilesError(t('filesRequired'));
    const form = new FormData();
    form.append('phone', normalizeMobilePhone(values.phone ?? '') ?? values.phone ?? '');
    for (const key of ['name', 'email', 'user_id'] as const) if (values[key]) form.append(key, values[key]);
    for (const file of files) form.append('files', file, file.name);
    try {
      const { id } = await dataProvider.sendForSigning(form);
      notify('resources.signatures.page.sent', { type: 'success' });
      navigate(`/sign-docs/${id}`);
    } catch (error) {
      const fields = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      if (fields?.files) setFilesError(fields.files);
      notify((error as Error).message, { type: 'error' });
      return fields;
    }
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={t('create')} />
      <Form<SignOrderFormValues> onSubmit={submit} defaultValues={{ phone: '', name: '', email: '', user_id: '' }}>
        <CardContent>
          <Stack spacing={1}>
            <Typography variant="h5">{t('create')}</Typography>
            <PersonPicker />
            <PhoneMaskInput source="phone" label="resources.signatures.fields.phone" validate={[required(), wholePhone]} />
            <TextInput source="name" label="resources.signatures.fields.name" />
            <TextInput source="email" label="resources.signatures.fields.email" type="email" validate={email()} />
            <FileDropzone files={SIGN_FILES} multiple disabled={false} onFile={(file) => { setFilesError(''); setFiles((list) => [...list, file]); }} />
            {filesError && <FormHelperText error>{filesError}</FormHelperText>}
            <List dense aria-label={t('files')}>
              {files.map((file, i) => (
                <ListItem key={`${file.name}-${i}`} secondaryAction={
                  <IconButton aria-label={`${t('remove')} ${file.name}`} onClick={() => setFiles((list) => list.filter((_, j) => j !== i))}><Delete /></IconButton>
                }>
                  <ListItemText primary={file.name} />
                </ListItem>
              ))}
            </List>
          </Stack>
        </CardContent>
        <Toolbar>
          <SaveButton label="resources.signatures.page.send" alwaysEnable />
        </Toolbar>
      </Form>
    </Card>
  );
}
