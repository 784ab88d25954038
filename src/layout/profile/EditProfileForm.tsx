import { useState } from 'react';
import { Form, SaveButton, TextInput, useGetIdentity } from 'react-admin';
import { Stack } from '@mui/material';
import { useReloadIdentity } from '../../authProvider/useReloadIdentity';
import { formatPhone } from '../../format';
import { emailShaped, filled } from './validators';
import { useProfileSubmit } from './useProfileSubmit';

/** A14: name and e-mail are editable, the phone is shown read-only; PUT /auth/profile. */
export function EditProfileForm({ onSaved }: { onSaved: () => void }) {
  const { identity } = useGetIdentity();
  const reloadIdentity = useReloadIdentity();
  const { submit, saving } = useProfileSubmit({
    method: 'updateProfile',
    successKey: 'app.profile.notify.saved',
  });
  // A failed save puts the previous values back (A14): a new form starts from the stored profile.
  const [attempt, setAttempt] = useState(0);
  const defaultValues = {
    name: identity?.fullName ?? '',
    email: identity?.email ?? '',
    phone: formatPhone(identity?.phone),
  };

  const save = async ({ name, email }: Record<string, unknown>) => {
    if (await submit({ name: String(name).trim(), email: String(email ?? '').trim() })) {
      await reloadIdentity();
      onSaved();
    } else setAttempt((count) => count + 1);
  };

  return (
    <Form key={attempt} defaultValues={defaultValues} onSubmit={save} disabled={saving}>
      <Stack sx={{ pt: 2 }}>
        <TextInput source="name" label="app.profile.fields.name" validate={filled('app.profile.validation.required')} />
        <TextInput source="email" label="app.profile.fields.email" validate={emailShaped('app.profile.validation.email')} />
        <TextInput source="phone" label="app.profile.fields.phone" readOnly />
        <SaveButton alwaysEnable />
      </Stack>
    </Form>
  );
}
