import { DataTable, useTranslate } from 'react-admin';
import { invitations } from '../../../common/resources/invitations';
import { formatDateTime } from '../../format';
import { declaredList } from '../declared/DeclaredList';
import { InvitationActions } from './InvitationActions';
import type { InvitationRecord } from './types';
import { useInvitationSubdivisions } from './useInvitationLookups';

const Column = DataTable.Col<InvitationRecord>;

/** Active, used, failed, or blocked whatever it was. */
function StateCell({ invitation }: { invitation: InvitationRecord }) {
  const translate = useTranslate();
  return <>{translate(`resources.invitations.status.${invitation.blocked ? 'blocked' : invitation.status}`)}</>;
}

function AskedFields({ invitation }: { invitation: InvitationRecord }) {
  const translate = useTranslate();
  return <>{invitation.fields.map((field) => translate(`resources.invitations.fields.${field}`)).join(', ')}</>;
}

/** The subdivision's name, from the partner's subdivisions the create form reads too (one request). */
function SubdivisionName({ invitation }: { invitation: InvitationRecord }) {
  const subdivisions = useInvitationSubdivisions(invitation.partner_id);
  return <>{subdivisions.find((subdivision) => subdivision.id === invitation.subdivision_id)?.name ?? ''}</>;
}

/**
 * G6: the generated list of a partner's invitations (`GET /partner/invitations/{partnerId}`, newest first) with their
 * state, asked fields and subdivision in words and the row's buttons; shown on the partner page (PartnerInvitations).
 */
export const InvitationList = declaredList(invitations, {
  columns: {
    created_at: <Column key="created_at" source="created_at" label="resources.invitations.columns.created_at" render={(r) => formatDateTime(r.created_at)} />,
    status: <Column key="status" source="status" label="resources.invitations.columns.status" disableSort render={(r) => <StateCell invitation={r} />} />,
    fields: <Column key="fields" source="fields" label="resources.invitations.columns.fields" disableSort render={(r) => <AskedFields invitation={r} />} />,
    subdivision_id: (
      <Column key="subdivision_id" source="subdivision_id" label="resources.invitations.columns.subdivision" disableSort render={(r) => <SubdivisionName invitation={r} />} />
    ),
  },
  rowActions: <InvitationActions />,
});
