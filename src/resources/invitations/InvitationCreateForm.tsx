import { Stack } from '@mui/material';
import { CheckboxGroupInput, Form, SaveButton, SelectInput, useTranslate } from 'react-admin';
import { useApiAction } from '../../components/useApiAction';
import type { PartnerRef } from '../partners/types';
import { INVITATION_FIELDS, type InvitationField, SIGN_IN_FIELDS } from './types';

interface InvitationDraft {
  fields?: InvitationField[];
  subdivision_id?: string | null;
}

const asksSignIn = (fields: InvitationField[] = []) =>
  fields.some((field) => SIGN_IN_FIELDS.includes(field)) ? undefined : 'resources.invitations.validation.signInField';

/** G6: a new invitation asks the checked fields (at least one the agent signs in with), optionally into a subdivision. */
export function InvitationCreateForm({ partnerId, subdivisions }: { partnerId: string; subdivisions: PartnerRef[] }) {
  const translate = useTranslate();
  const { run } = useApiAction();
  const fieldChoices = INVITATION_FIELDS.map((field) => ({ id: field, name: translate(`resources.invitations.fields.${field}`) }));

  const create = async ({ fields = [], subdivision_id }: InvitationDraft) => {
    const body = { partner_id: partnerId, fields, subdivision_id: subdivision_id || null };
    await run((api) => api.createInvitation(body), 'resources.invitations.notifications.created');
  };

  return (
    <Form<InvitationDraft> onSubmit={create} defaultValues={{ fields: ['name', 'phone', 'email'], subdivision_id: null }}>
      <Stack spacing={1}>
        <CheckboxGroupInput source="fields" label="resources.invitations.askedFields" choices={fieldChoices} validate={asksSignIn} />
        <SelectInput source="subdivision_id" label="resources.invitations.subdivision" choices={subdivisions} emptyText="resources.invitations.noSubdivision" />
        <div>
          <SaveButton label="resources.invitations.create" alwaysEnable />
        </div>
      </Stack>
    </Form>
  );
}
