import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type AcceptedFiles, FileDropzone } from '../../components/FileDropzone';
import { usePendingCall } from '../../components/usePendingCall';
import { useContentApi } from '../questionnaires/useContentApi';

const DOCUMENTS = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.oasis.opendocument.text': ['.odt'],
  'application/rtf': ['.rtf'],
  'text/plain': ['.txt'],
};
const STANDARD_DOCUMENT_FILES: AcceptedFiles = {
  accept: DOCUMENTS,
  maxSize: 20 * 1024 * 1024,
  labelKey: 'app.standardDocuments.upload',
  hintKey: 'app.standardDocuments.uploadHint',
  tooLargeKey: 'app.standardDocuments.tooLarge',
};

/** The admin publishes a document: an optional title, then the file (the upload starts on drop). */
export function StandardDocumentUpload({ onUploaded }: { onUploaded: () => void }) {
  const translate = useTranslate();
  const api = useContentApi();
  const [title, setTitle] = useState('');
  const { call, pending } = usePendingCall();
  const upload = async (file: File) => {
    const form = new FormData();
    form.append('title', title.trim());
    form.append('file', file);
    const published = await call(async () => {
      await api.publishStandardDocument(form);
      setTitle('');
    }, 'app.standardDocuments.uploaded');
    if (published) onUploaded();
  };
  return (
    <Stack spacing={1}>
      <TextField label={translate('app.standardDocuments.docTitle')} value={title} onChange={(event) => setTitle(event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <FileDropzone files={STANDARD_DOCUMENT_FILES} onFile={(file) => void upload(file)} disabled={pending} />
    </Stack>
  );
}
