import type { ReactElement } from 'react';
import { TextInput, type Validator, email, maxLength, regex, required } from 'react-admin';
import type { InvitationField } from '../../resources/invitations/types';

const label = (field: InvitationField) => `resources.invitations.fields.${field}`;
const text = (field: InvitationField, ...validate: Validator[]) => (
  <TextInput key={field} source={field} label={label(field)} validate={[required(), maxLength(255), ...validate]} fullWidth />
);
const longText = (field: InvitationField, limit: number) => (
  <TextInput key={field} source={field} label={label(field)} validate={[required(), maxLength(limit)]} multiline minRows={2} fullWidth />
);

/** The input for each field an invitation may ask (A11), with the server's own limits. */
export const REGISTRATION_INPUTS: Record<InvitationField, ReactElement> = {
  name: text('name'),
  phone: text('phone'),
  email: text('email', email()),
  passport: text('passport'),
  details: longText('details', 2000),
  tin: text('tin', regex(/^(\d{10}|\d{12})$/, 'app.invitation.validation.tin')),
  login: text('login', regex(/^(?=.*[A-Za-z])[A-Za-z0-9._-]{3,50}$/, 'app.invitation.validation.login')),
  address: longText('address', 1000),
};
