import { Form, SaveButton, TextInput, useGetIdentity } from 'react-admin';
import { Stack } from '@mui/material';
import { useReloadIdentity } from '../../authProvider/useReloadIdentity';
import { formatPhone } from '../../format';
import { emailShaped, filled } from './validators';
import { useProfileSubmit } from './useProfileSubmit';

const SERVER_ERROR = 'app.profile.notify.serverError';

/** A14: name and e-mail are editable, the phone is shown read-only; PUT /auth/profile. */
export function EditProfileForm({ onSaved }: { onSaved: () => void }) {
  const { identity } = useGetIdentity();
  const reloadIdentity = useReloadIdentity();
  const { submit, saving } = useProfileSubmit({
    method: 'PUT',
    path: '/auth/profile',
    successKey: 'app.profile.notify.saved',
    // A 400 has its own text; anything else is the shared handler's message (P2).
    failureKey: (status) => (status === 400 ? SERVER_ERROR : undefined),
  });
  const defaultValues = {
    name: identity?.fullName ?? '',
    email: identity?.email ?? '',
    phone: formatPhone(identity?.phone),
  };

  const save = async ({ name, email }: Record<string, unknown>) => {
    if (await submit({ name: String(name).trim(), email: String(email ?? '').trim() })) {
      await reloadIdentity();
      onSaved();
    }
  };

  return (
    <Form defaultValues={defaultValues} onSubmit={save} disabled={saving}>
      <Stack sx={{ pt: 2 }}>
        <TextInput source="name" label="app.profile.fields.name" validate={filled('app.profile.validation.required')} />
        <TextInput source="email" label="app.profile.fields.email" validate={emailShaped('app.profile.validation.email')} />
        <TextInput source="phone" label="app.profile.fields.phone" readOnly />
        <SaveButton alwaysEnable />
      </Stack>
    </Form>
  );
}
