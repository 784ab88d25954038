import { LinearProgress } from '@mui/material';
import { type ComponentType, Suspense, lazy } from 'react';
import { SelectInput, TabbedShowLayout, useRecordContext } from 'react-admin';
import { partners } from '../../../common/resources/partners';
import { declaredCreate, declaredEdit, declaredForm } from '../declared/DeclaredEdit';
import { PartnerDocuments } from '../partnerDocuments/PartnerDocuments';
import { PartnerReport } from '../reports';
import { PartnerInvitations } from '../invitations/PartnerInvitations';
import { PartnerTariffs } from './tariffs/PartnerTariffs';
import type { PartnerRecord } from './types';
import { usePartnerLookup } from './usePartnerLookup';
import { PartnerWidget } from './PartnerWidget';

// recharts comes with the analytics view only, so it stays out of the first screen's bundle
const SalesAnalytics = lazy(() => import('../salesStats/SalesAnalytics'));

/** The parent partner picker: every partner but the one being edited (the server also refuses descendants). */
function ParentPartnerInput() {
  const record = useRecordContext<PartnerRecord>();
  const choices = usePartnerLookup().filter((partner) => partner.id !== record?.id);
  return <SelectInput source="parent_id" choices={choices} emptyText="resources.partners.noParent" />;
}

/** A tab's content for the partner whose page is open. */
function ofPartner(Content: ComponentType<{ partnerId: string }>) {
  return function PartnerTab() {
    const record = useRecordContext<PartnerRecord>();
    return record ? <Content partnerId={record.id} /> : null;
  };
}

const Widget = ofPartner(PartnerWidget);
const Documents = ofPartner(PartnerDocuments);
const Invitations = ofPartner(PartnerInvitations);
const Report = ofPartner(PartnerReport);
const Analytics = ofPartner(({ partnerId }) => (
  <Suspense fallback={<LinearProgress />}>
    <SalesAnalytics scope={{ partnerId }} />
  </Suspense>
));

/** The partner page's own tabs (G3, G2, G5, G6, L1, L2), after the generated form's. */
const tabs = [
  ['resources.partners.tabs.tariffs', 'tariffs', PartnerTariffs],
  ['resources.partners.tabs.widget', 'widget', Widget],
  ['resources.partners.tabs.documents', 'documents', Documents],
  ['resources.partners.tabs.invitations', 'invitations', Invitations],
  ['app.analytics.tab', 'analytics', Analytics],
  ['app.reports.tab', 'reports', Report],
] as const;

const PartnerForm = declaredForm(partners, { parent_id: <ParentPartnerInput /> });

/** G2: the generated partner form with the page's tabs at /partners/partner/{id}. */
export const PartnerEdit = declaredEdit(partners, PartnerForm, {
  tabs: tabs.map(([label, path, Content]) => (
    <TabbedShowLayout.Tab key={path} label={label} path={path}>
      <div>
        <Content />
      </div>
    </TabbedShowLayout.Tab>
  )),
});

/** The new partner's form at /partners/partner; once saved, its page opens (the declaration's `page`). */
export const PartnerCreate = declaredCreate(partners, PartnerForm);
