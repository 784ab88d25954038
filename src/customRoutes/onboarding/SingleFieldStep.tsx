import { type FormEvent, type ReactNode, useState } from 'react';
import { Alert, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Failure, failureOf } from './failure';

interface SingleFieldStepProps {
  name: string;
  label: string;
  submitLabel: string;
  /** The text under the field when the value cannot be sent, or undefined. */
  check: (value: string) => string | undefined;
  onSubmit: (value: string) => Promise<void>;
  inputMode?: 'tel' | 'text';
  children?: ReactNode;
}

/** The first step of A8–A10: one field (the phone, or the phone or e-mail) and its button. */
export function SingleFieldStep({ name, label, submitLabel, check, onSubmit, inputMode = 'text', children }: SingleFieldStepProps) {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check(value.trim());
    if (problem) return setFailure({ message: '', errors: { [name]: translate(problem) } });
    setPending(true);
    setFailure(null);
    try {
      await onSubmit(value.trim());
    } catch (error) {
      setFailure(failureOf(error, translate));
      setPending(false);
    }
  };

  const fieldError = failure?.errors[name];
  const otherError = failure && !fieldError ? Object.values(failure.errors)[0] ?? failure.message : undefined;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {otherError && <Alert severity="error" sx={{ mb: 2 }}>{otherError}</Alert>}
      <TextField
        name={name}
        label={translate(label)}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={!!fieldError}
        helperText={fieldError ?? '\u200b'}
        slotProps={{ htmlInput: { inputMode, maxLength: 255 } }}
        fullWidth
        autoFocus
      />
      {children}
      <Button type="submit" variant="contained" disabled={pending} fullWidth sx={{ mt: 1 }}>
        {translate(submitLabel)}
      </Button>
    </form>
  );
}
