import { Form, PasswordInput, SaveButton } from 'react-admin';
import { Stack } from '@mui/material';
import { filled, sameAs } from './validators';
import { useProfileSubmit } from './useProfileSubmit';

const required = filled('app.profile.validation.passwordRequired');

/** A15: the current password goes as `password`, the new one as `newPassword` (decision in docs/decisions.md). */
export function ChangePasswordForm({ onSaved }: { onSaved: () => void }) {
  const { submit, saving } = useProfileSubmit({
    method: 'changePassword',
    successKey: 'app.profile.notify.passwordChanged',
  });

  const save = async ({ old_password, password }: Record<string, unknown>) => {
    if (await submit({ password: String(old_password), newPassword: String(password) })) onSaved();
  };

  return (
    <Form onSubmit={save} disabled={saving}>
      <Stack sx={{ pt: 2 }}>
        <PasswordInput source="old_password" label="app.profile.fields.old_password" validate={required} />
        <PasswordInput source="password" label="app.profile.fields.password" validate={required} />
        <PasswordInput
          source="confirm"
          label="app.profile.fields.confirm"
          validate={[required, sameAs('password', 'app.profile.validation.passwordMismatch')]}
        />
        <SaveButton alwaysEnable />
      </Stack>
    </Form>
  );
}
