import { Stack } from '@mui/material';
import { Form, HttpError, PasswordInput, SaveButton, minLength, required, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { INVITATION_FIELDS, type InvitationField } from '../../resources/invitations/types';
import { REGISTRATION_INPUTS } from './registrationInputs';
import type { PublicInvitation } from './types';

type RegistrationValues = Partial<Record<InvitationField | 'password' | 'password_confirmation', string>>;

const PASSWORD_MIN = 8;
const sameAsPassword = (value: string | undefined, values: RegistrationValues) =>
  value === values.password ? undefined : 'app.invitation.validation.passwordsDiffer';

interface RegistrationFormProps {
  invitation: PublicInvitation;
  onRegistered: () => void;
  onFailed: (message: string) => void;
}

/** A11: exactly the fields the invitation asks, then a password twice; the server's field errors land under the fields. */
export function RegistrationForm({ invitation, onRegistered, onFailed }: RegistrationFormProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const asked = INVITATION_FIELDS.filter((field) => invitation.fields.includes(field));

  const register = async ({ password_confirmation: _confirmation, ...values }: RegistrationValues) => {
    const answers = Object.fromEntries(asked.map((field) => [field, values[field]?.trim()]));
    const body = { ...answers, password: values.password ?? '', partnerId: invitation.partner_id, subdivisionId: invitation.subdivision_id, invitationId: invitation.id };
    try {
      await dataProvider.registerByInvitation(body);
      onRegistered();
      return undefined;
    } catch (error) {
      const fieldErrors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
      if (fieldErrors) return fieldErrors;
      onFailed((error as Error).message);
      return undefined;
    }
  };

  return (
    <Form<RegistrationValues> onSubmit={register}>
      <Stack>
        {asked.map((field) => REGISTRATION_INPUTS[field])}
        <PasswordInput source="password" label="app.invitation.password" validate={[required(), minLength(PASSWORD_MIN)]} fullWidth />
        <PasswordInput source="password_confirmation" label="app.invitation.passwordConfirmation" validate={[required(), sameAsPassword]} fullWidth />
        <SaveButton label="app.invitation.submit" />
      </Stack>
    </Form>
  );
}
