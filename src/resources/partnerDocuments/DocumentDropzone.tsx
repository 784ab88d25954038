import UploadFile from '@mui/icons-material/UploadFile';
import { Paper, Typography } from '@mui/material';
import { type FileRejection, ErrorCode, useDropzone } from 'react-dropzone';
import { useNotify, useTranslate } from 'react-admin';
import { MAX_DOCUMENT_BYTES } from './types';

const PDF_ONLY = { 'application/pdf': ['.pdf'] };

/** Picks or takes a dropped PDF under 10 MB (O12); anything else is refused here with the O16 message, before any upload. */
export function DocumentDropzone({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refuse = ([rejection]: FileRejection[]) => {
    const tooLarge = rejection?.errors.some((error) => error.code === ErrorCode.FileTooLarge);
    notify(tooLarge ? 'resources.partnerDocuments.tooLarge' : 'app.files.wrongFormat', { type: 'error' });
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: PDF_ONLY,
    maxSize: MAX_DOCUMENT_BYTES,
    multiple: false,
    disabled,
    onDropAccepted: ([file]) => file && onFile(file),
    onDropRejected: refuse,
  });
  return (
    <Paper variant="outlined" {...getRootProps()} sx={{ p: 3, textAlign: 'center', cursor: 'pointer', borderStyle: 'dashed', opacity: disabled ? 0.6 : 1 }}>
      <input {...getInputProps()} aria-label={translate('resources.partnerDocuments.upload')} />
      <UploadFile color={isDragActive ? 'primary' : 'action'} />
      <Typography>{translate('resources.partnerDocuments.dropHint')}</Typography>
    </Paper>
  );
}
