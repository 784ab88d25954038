import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** O4 / E8: the input grows to 6 rows; an empty text is refused with the O4 text (app.clients.comments.required). */
const MAX_ROWS = 6;
const MAX_LENGTH = 5000;

interface CommentTextFieldProps {
  initial?: string;
  submitLabel: string;
  /** Resolves true when saved; the text stays for another try otherwise. */
  onSubmit(text: string): Promise<boolean>;
  onCancel?(): void;
}

export function CommentTextField({ initial = '', submitLabel, onSubmit, onCancel }: CommentTextFieldProps) {
  const translate = useTranslate();
  const [text, setText] = useState(initial);
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!text.trim()) return setError(true);
    setBusy(true);
    try {
      if (await onSubmit(text.trim())) setText('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1}>
      <TextField
        multiline
        maxRows={MAX_ROWS}
        fullWidth
        size="small"
        value={text}
        placeholder={translate('app.clients.comments.placeholder')}
        slotProps={{ htmlInput: { maxLength: MAX_LENGTH } }}
        error={error}
        helperText={error ? translate('app.clients.comments.required') : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setError(false);
        }}
      />
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        {onCancel && <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>}
        <Button variant="contained" disabled={busy} onClick={submit}>
          {translate(submitLabel)}
        </Button>
      </Stack>
    </Stack>
  );
}
