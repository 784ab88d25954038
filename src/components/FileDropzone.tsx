import UploadFile from '@mui/icons-material/UploadFile';
import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type Accept, type FileRejection, ErrorCode, useDropzone } from 'react-dropzone';
import { useNotify, useTranslate } from 'react-admin';

export interface FileDropzoneProps {
  accept: Accept;
  maxSize: number;
  onFile: (file: File) => void;
  disabled: boolean;
  /** Catalogue keys: the input's label, the drop hint and the too-large message. */
  labelKey: string;
  hintKey: string;
  tooLargeKey: string;
  children?: ReactNode;
}

/** Picks or takes one dropped file; a wrong type (O16) or size is refused here, before any upload. */
export function FileDropzone({ accept, maxSize, onFile, disabled, labelKey, hintKey, tooLargeKey, children }: FileDropzoneProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refuse = ([rejection]: FileRejection[]) => {
    const tooLarge = rejection?.errors.some((error) => error.code === ErrorCode.FileTooLarge);
    notify(tooLarge ? tooLargeKey : 'app.files.wrongFormat', { type: 'error' });
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    maxSize,
    multiple: false,
    disabled,
    onDropAccepted: ([file]) => file && onFile(file),
    onDropRejected: refuse,
  });
  return (
    <Paper variant="outlined" {...getRootProps()} sx={{ p: 3, textAlign: 'center', cursor: 'pointer', borderStyle: 'dashed', opacity: disabled ? 0.6 : 1 }}>
      <input {...getInputProps()} aria-label={translate(labelKey)} />
      <UploadFile color={isDragActive ? 'primary' : 'action'} />
      <Typography>{translate(hintKey)}</Typography>
      {children}
    </Paper>
  );
}
