import UploadFile from '@mui/icons-material/UploadFile';
import { Paper, Typography } from '@mui/material';
import { type FileRejection, ErrorCode, useDropzone } from 'react-dropzone';
import { useNotify, useTranslate } from 'react-admin';
import { MAX_REGISTRY_BYTES } from './types';

/** O11: registers are .xls or .xlsx files (the server reads .xlsx and explains what to do with an .xls). */
const SHEETS_ONLY = {
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

/** Picks or takes a dropped sheet; anything else is refused here, before any upload. */
export function RegisterDropzone({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refuse = ([rejection]: FileRejection[]) => {
    const tooLarge = rejection?.errors.some((error) => error.code === ErrorCode.FileTooLarge);
    notify(tooLarge ? 'resources.certificates-registers.upload.tooLarge' : 'app.files.wrongFormat', { type: 'error' });
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: SHEETS_ONLY,
    maxSize: MAX_REGISTRY_BYTES,
    multiple: false,
    disabled,
    onDropAccepted: ([file]) => file && onFile(file),
    onDropRejected: refuse,
  });
  return (
    <Paper variant="outlined" {...getRootProps()} sx={{ p: 3, textAlign: 'center', cursor: 'pointer', borderStyle: 'dashed', opacity: disabled ? 0.6 : 1 }}>
      <input {...getInputProps()} aria-label={translate('resources.certificates-registers.upload.file')} />
      <UploadFile color={isDragActive ? 'primary' : 'action'} />
      <Typography>{translate('resources.certificates-registers.upload.dropHint')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.certificates-registers.upload.columns')}
      </Typography>
    </Paper>
  );
}
