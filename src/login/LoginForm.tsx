import { type FormEvent, useRef, useState } from 'react';
import { Button, CardContent, CircularProgress, IconButton, InputAdornment, TextField } from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { Translate } from '../i18n/lookup';

export interface Credentials {
  input: string;
  password: string;
}

export interface LoginFormProps {
  translate: Translate;
  /** Resolves to the error texts it showed: an empty list on success, when the page moves on. */
  signIn: (credentials: Credentials) => Promise<string[]>;
}

/** The fields behave as react-admin's required inputs: the error shows from the first submit on. */
const REQUIRED = ['input', 'password'] as const;

/** A1: the login, phone or e-mail and the password; the look of react-admin's TextInput and PasswordInput. */
export function LoginForm({ translate, signIn }: LoginFormProps) {
  const [values, setValues] = useState<Credentials>({ input: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [visible, setVisible] = useState(false);
  const refs = { input: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  const errorOf = (field: keyof Credentials) => (submitted && !values[field] ? translate('ra.validation.required') : undefined);
  const fieldProps = (field: keyof Credentials) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field]: event.target.value })),
    inputRef: refs[field],
    required: true,
    error: !!errorOf(field),
    // like react-admin's inputs, a zero-width space keeps the helper line's height when there is no error
    helperText: errorOf(field) ?? '\u200b',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const missing = REQUIRED.find((field) => !values[field]);
    if (missing) {
      refs[missing].current?.focus();
      return;
    }
    setPending(true);
    const errors = await signIn(values);
    // On success the page moves on; only a failure needs the form back.
    if (errors.length) setPending(false);
  };

  const toggleLabel = translate(visible ? 'ra.input.password.toggle_visible' : 'ra.input.password.toggle_hidden');
  const toggle = (
    <InputAdornment position="end">
      <IconButton aria-label={toggleLabel} onClick={() => setVisible(!visible)} size="small">
        {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
      </IconButton>
    </InputAdornment>
  );

  return (
    <form onSubmit={submit} noValidate>
      <CardContent sx={{ width: 320, display: 'flex', flexDirection: 'column' }}>
        <TextField {...fieldProps('input')} label={translate('app.pages.login.input')} autoComplete="username" autoFocus />
        <TextField
          {...fieldProps('password')}
          label={translate('app.pages.login.password')}
          type={visible ? 'text' : 'password'}
          autoComplete="current-password"
          slotProps={{ input: { endAdornment: toggle } }}
        />
        <Button variant="contained" type="submit" disabled={pending} fullWidth sx={{ mt: 2 }}>
          {pending ? <CircularProgress size={19} thickness={3} /> : translate('app.pages.login.submit')}
        </Button>
      </CardContent>
    </form>
  );
}
