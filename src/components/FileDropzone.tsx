import UploadFile from '@mui/icons-material/UploadFile';
import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { type FileRejection, ErrorCode, useDropzone } from 'react-dropzone';
import type { AcceptedFiles } from './acceptedFiles';

export type { AcceptedFiles } from './acceptedFiles';
import { useNotify, useTranslate } from 'react-admin';

export interface FileDropzoneProps {
  files: AcceptedFiles;
  onFile: (file: File) => void;
  disabled: boolean;
  /** Several files at once (a sign order's PDFs): `onFile` is called for each. */
  multiple?: boolean;
  children?: ReactNode;
}

/** Picks or takes one dropped file; a wrong type (O16) or size is refused here, before any upload. */
export function FileDropzone({ files, onFile, disabled, multiple = false, children }: FileDropzoneProps) {
  const { accept, maxSize, labelKey, hintKey, tooLargeKey } = files;
  const translate = useTranslate();
  const notify = useNotify();
  const refuse = ([rejection]: FileRejection[]) => {
    const tooLarge = rejection?.errors.some((error) => error.code === ErrorCode.FileTooLarge);
    notify(tooLarge ? tooLargeKey : 'app.files.wrongFormat', { type: 'error' });
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept,
    maxSize,
    multiple,
    disabled,
    onDropAccepted: (accepted) => accepted.forEach((file) => onFile(file)),
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
