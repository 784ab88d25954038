import { type FormEvent, useState } from 'react';
import { Alert, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type Failure, failureOf } from './failure';

export interface StepField {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
}

interface FieldsStepProps {
  fields: StepField[];
  submitLabel: string;
  /** Client-side rules: field → catalogue key of what is wrong. */
  check: (values: Record<string, string>) => Record<string, string>;
  onSubmit: (values: Record<string, string>) => Promise<void>;
  /** What the fields start with (a step returned to); empty otherwise. */
  initialValues?: Record<string, string>;
}

/** The last step of A8 and A10: a few text fields; the server's field errors land under the fields. */
export function FieldsStep({ fields, submitLabel, check, onSubmit, initialValues = {} }: FieldsStepProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map(({ name }) => [name, initialValues[name] ?? ''])));
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = check(values);
    if (Object.keys(problems).length) {
      return setFailure({ message: '', errors: Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, translate(key)])) });
    }
    setPending(true);
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(failureOf(error, translate));
      setPending(false);
    }
  };

  const known = new Set(fields.map(({ name }) => name));
  const otherError = failure && !Object.keys(failure.errors).some((name) => known.has(name)) ? failure.message : undefined;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      {otherError && <Alert severity="error" sx={{ mb: 2 }}>{otherError}</Alert>}
      {fields.map(({ name, label, type = 'text' }) => (
        <TextField
          key={name}
          name={name}
          type={type}
          label={translate(label)}
          value={values[name]}
          onChange={(event) => setValues((old) => ({ ...old, [name]: event.target.value }))}
          error={!!failure?.errors[name]}
          helperText={failure?.errors[name] ?? '\u200b'}
          slotProps={{ htmlInput: { maxLength: 255 } }}
          fullWidth
        />
      ))}
      <Button type="submit" variant="contained" disabled={pending} fullWidth sx={{ mt: 1 }}>
        {translate(submitLabel)}
      </Button>
    </form>
  );
}
