import { Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useInput, useTranslate } from 'react-admin';

interface PictureFieldInputProps {
  source: string;
  /** Catalogue keys: the field's title and its remove button. */
  labelKey: string;
  removeKey: string;
  /** The chosen picture (the field's value: an id or a data URL). */
  preview: (value: string) => ReactNode;
  /** What chooses one: a dropzone calling `choose` with the new value. */
  picker: (choose: (value: string) => void) => ReactNode;
}

/** A form's picture field: its title, then the chosen picture with a remove button, or the picker; the server's error under it. */
export function PictureFieldInput({ source, labelKey, removeKey, preview, picker }: PictureFieldInputProps) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const value = field.value as string | null | undefined;
  return (
    <Stack spacing={1} sx={{ width: '100%', my: 1 }}>
      <Typography variant="subtitle1">{translate(labelKey)}</Typography>
      {value ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {preview(value)}
          <Button onClick={() => field.onChange(null)}>{translate(removeKey)}</Button>
        </Stack>
      ) : (
        picker(field.onChange)
      )}
      {fieldState.error?.message && <Typography color="error" role="alert">{translate(fieldState.error.message)}</Typography>}
    </Stack>
  );
}
