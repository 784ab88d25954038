import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FileDropzone } from '../../components/FileDropzone';
import { MAX_REGISTRY_BYTES } from './types';

/**
 * O11: registers are .xlsx files. Legacy .xls is not offered: no well-kept reader for it is published
 * on npm (docs/decisions.md O11); the server still explains what to do with one that arrives.
 */
const SHEETS_ONLY = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
};

export function RegisterDropzone({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const translate = useTranslate();
  return (
    <FileDropzone
      accept={SHEETS_ONLY}
      maxSize={MAX_REGISTRY_BYTES}
      onFile={onFile}
      disabled={disabled}
      labelKey="resources.certificates-registers.upload.file"
      hintKey="resources.certificates-registers.upload.dropHint"
      tooLargeKey="resources.certificates-registers.upload.tooLarge"
    >
      <Typography variant="body2" color="text.secondary">
        {translate('resources.certificates-registers.upload.columns')}
      </Typography>
    </FileDropzone>
  );
}
