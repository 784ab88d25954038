import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { BooleanInput, Form, HttpError, NumberInput, PasswordInput, SaveButton, TextInput, minValue, regex, required, useTranslate } from 'react-admin';
import { PROFILE_EMAIL, PROFILE_TEXT_FIELDS } from '../../../common/profile';
import { passwordRule } from '../../customRoutes/onboarding/rules';
import type { AppIdentity } from '../../authProvider/identity';
import { useReloadIdentity } from '../../authProvider/useReloadIdentity';
import { type FullProfileForm as FullProfileValues, onboardingApi } from '../../dataProvider/onboarding';

type Values = Partial<FullProfileValues> & { confirm?: string };

const REQUIRED = required('app.fullProfile.required');
const sameAsPassword = (value: string | undefined, values: Values) => (value === values.password ? undefined : 'app.fullProfile.passwordsDiffer');
const consentRule = (value: boolean | undefined) => (value ? undefined : 'app.fullProfile.consentRequired');
const trimmed = (value: string | undefined) => (value ?? '').trim();

/** K1 with O3's rules: every field, the password twice for a new user, the consent; sent without the confirmation. */
export function FullProfileForm({ identity }: { identity: AppIdentity }) {
  const translate = useTranslate();
  const reloadIdentity = useReloadIdentity();

  const submit = async ({ confirm: _confirm, ...values }: Values) => {
    const body: FullProfileValues = {
      ...(Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, trimmed(values[field])])) as Pick<FullProfileValues, (typeof PROFILE_TEXT_FIELDS)[number]>),
      flat: Number(values.flat),
      email: trimmed(values.email),
      confirmCheckbox: !!values.confirmCheckbox,
      ...(identity.isNewUser ? { password: values.password } : {}),
    };
    try {
      await onboardingApi.submitFullProfile(body);
      await reloadIdentity();
      return undefined;
    } catch (error) {
      const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      return errors ?? { surname: (error as Error).message };
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: { xs: 0, sm: 2 } }}>
      <Card sx={{ width: '100%', maxWidth: 560 }} data-testid="full-profile-form">
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.fullProfile.title')}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {translate('app.fullProfile.hint')}
          </Typography>
          <Form<Values> onSubmit={submit} defaultValues={{ email: identity.email ?? '' }}>
            <Stack>
              {PROFILE_TEXT_FIELDS.map((field) => (
                <TextInput key={field} source={field} label={`app.fullProfile.${field}`} validate={REQUIRED} fullWidth />
              ))}
              <NumberInput source="flat" label="app.fullProfile.flat" validate={[REQUIRED, minValue(1, 'app.fullProfile.flatInvalid')]} min={1} step={1} fullWidth />
              <TextInput source="email" label="app.fullProfile.email" validate={[REQUIRED, regex(PROFILE_EMAIL, 'app.fullProfile.emailInvalid')]} fullWidth />
              {identity.isNewUser && (
                <>
                  <PasswordInput source="password" label="app.fullProfile.password" validate={[REQUIRED, passwordRule]} fullWidth />
                  <PasswordInput source="confirm" label="app.fullProfile.confirm" validate={[REQUIRED, sameAsPassword]} fullWidth />
                </>
              )}
              <BooleanInput source="confirmCheckbox" label="app.fullProfile.consent" validate={consentRule} />
              <SaveButton label="app.fullProfile.submit" alwaysEnable />
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}
