import { useState } from 'react';
import { Box, Button, CardContent, CircularProgress, Typography } from '@mui/material';
import { Form, Login, PasswordInput, TextInput, required, useTranslate } from 'react-admin';
import { hostConfig } from '../config/hosts';
import { useLoginWithErrors } from '../authProvider';

/** A1: sign in with a login, phone or e-mail; errors are the P1 notifications; success returns to the asked address (B3). */
function LoginForm() {
  const translate = useTranslate();
  const loginWithErrors = useLoginWithErrors();
  const [pending, setPending] = useState(false);

  const submit = async ({ input, password }: Record<string, unknown>) => {
    setPending(true);
    const errors = await loginWithErrors({ input: String(input), password: String(password) });
    // On success the page navigates away; only a failure needs the form back.
    if (errors.length) setPending(false);
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ width: 320, display: 'flex', flexDirection: 'column' }}>
        <TextInput source="input" label="app.pages.login.input" autoComplete="username" autoFocus validate={required()} />
        <PasswordInput source="password" label="app.pages.login.password" autoComplete="current-password" validate={required()} />
        <Button variant="contained" type="submit" disabled={pending} fullWidth sx={{ mt: 2 }}>
          {pending ? <CircularProgress size={19} thickness={3} /> : translate('app.pages.login.submit')}
        </Button>
      </CardContent>
    </Form>
  );
}

export function LoginPage() {
  const translate = useTranslate();
  const { brand } = hostConfig();
  return (
    <Login avatarIcon={<Box component="img" src={brand.logo} alt="" sx={{ width: 40, height: 40 }} />}>
      <Typography variant="h6" align="center">
        {translate(brand.titleKey)}
      </Typography>
      <Typography variant="body2" align="center" color="text.secondary">
        {translate('app.pages.login.title')}
      </Typography>
      <LoginForm />
    </Login>
  );
}
