import { LinearProgress } from '@mui/material';
import { Suspense, lazy } from 'react';
import { Create, Edit, TabbedShowLayout } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PartnerDocuments } from '../partnerDocuments/PartnerDocuments';
import { PartnerInvitations } from './invitations/PartnerInvitations';
import { PartnerForm } from './PartnerForm';
import { PartnerTariffs } from './tariffs/PartnerTariffs';
import { PartnerWidget } from './PartnerWidget';
import { partnerPagePath } from './paths';
import { PartnerReport } from '../reports';

// recharts comes with the analytics view only, so it stays out of the first screen's bundle
const SalesAnalytics = lazy(() => import('../salesStats/SalesAnalytics'));

/**
 * G2: the partner page at /partners/partner/{id} with its tabs (form, tariffs, widget, documents, invitations, analytics, reports);
 * without an id the new partner's form, which then opens the page. Tab contents sit in a plain div so the layout adds no field label.
 */
export function PartnerPage() {
  const { id } = useParams<'id'>();
  if (!id) {
    return (
      <Create resource="partners" title="resources.partners.page.create" redirect={(_resource, newId) => partnerPagePath(String(newId))}>
        <PartnerForm />
      </Create>
    );
  }
  return (
    <Edit resource="partners" id={id} mutationMode="pessimistic" redirect={false} title="resources.partners.page.edit" actions={false}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="resources.partners.tabs.main">
          <div>
            <PartnerForm />
          </div>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.partners.tabs.tariffs" path="tariffs">
          <div>
            <PartnerTariffs />
          </div>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.partners.tabs.widget" path="widget">
          <div>
            <PartnerWidget partnerId={id} />
          </div>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.partners.tabs.documents" path="documents">
          <div>
            <PartnerDocuments partnerId={id} />
          </div>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.partners.tabs.invitations" path="invitations">
          <div>
            <PartnerInvitations partnerId={id} />
          </div>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.analytics.tab" path="analytics">
          <div>
            <Suspense fallback={<LinearProgress />}>
              <SalesAnalytics scope={{ partnerId: id }} />
            </Suspense>
          </div>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="app.reports.tab" path="reports">
          <div>
            <PartnerReport partnerId={id} />
          </div>
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Edit>
  );
}
