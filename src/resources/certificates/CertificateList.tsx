import { Box, Card, Chip } from '@mui/material';
import { Suspense } from 'react';
import { ListBase, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { TotalBadge } from '../../components/TotalBadge';
import { lazyFirstScreenPart } from '../../cabinets/lazyScreen';
import { type CertificateListRow, ClientCell, DatesCell, NumberCell, PackageCell, PriceCell } from './certificateColumns';
import { CertificateColumn, CertificateTable } from './CertificateTable';
import { PageTitle } from '../../layout/PageTitle';
import { CERTIFICATES_PER_PAGE, CERTIFICATE_TOTAL_OVERFLOW } from './constants';

const CertificateListToolbar = lazyFirstScreenPart(() => import('./CertificateListToolbar'), 'CertificateListToolbar');
const CertificatePagination = lazyFirstScreenPart(() => import('./CertificatePagination'), 'CertificatePagination');
// the filter form's own least height (react-admin's FilterForm): the rows do not move when it arrives
const TOOLBAR_MIN_HEIGHT = { xs: 0, sm: 64 };
// MUI's TablePagination toolbar: the page does not grow under the rows when it arrives
const PAGINATION_MIN_HEIGHT = 52;

/** The header until the filter form arrives: the same height, with the total already shown (C3). */
function ToolbarPlaceholder() {
  return (
    <Box sx={{ minHeight: TOOLBAR_MIN_HEIGHT, display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-end' }}>
      <TopToolbar>
        <TotalBadge overflowAt={CERTIFICATE_TOTAL_OVERFLOW} />
      </TopToolbar>
    </Box>
  );
}

const Column = CertificateColumn<CertificateListRow>;

interface CertificateListProps {
  titleKey?: string;
  /** Always applied (the denials page shows blocked and cancelled certificates). */
  filter?: Record<string, unknown>;
  /** Adds the state column (blocked with its reason, or cancelled). */
  withState?: boolean;
}

function StateCell({ record }: { record: CertificateListRow }) {
  const translate = useTranslate();
  // the reason's code is no words: the card names the reason (C8)
  if (record.blocked) return <Chip size="small" color="error" label={translate('app.certificates.states.blocked')} />;
  return <Chip size="small" label={translate(`app.certificates.states.${record.status}`)} />;
}

/** Certificate list (C1–C5): page size 30, newest first; page, sort and filters live in the query string. */
export function CertificateList({ titleKey = 'app.certificates.title', filter, withState = false }: CertificateListProps) {
  const translate = useTranslate();
  const { canAccess: isAdmin } = useCanAccess({ resource: 'partners', action: 'list' });
  return (
    <ListBase perPage={CERTIFICATES_PER_PAGE} sort={{ field: 'created_at', order: 'DESC' }} filter={filter} exporter={false}>
      <PageTitle title={translate(titleKey)} />
      <Suspense fallback={<ToolbarPlaceholder />}>
        <CertificateListToolbar />
      </Suspense>
      <Card>
        <CertificateTable rowClick={(id) => `/certificates/certificate/${id}`}>
          <Column source="number" label="app.certificates.columns.number" render={(record) => <NumberCell record={record} />} />
          <Column source="rate_name" label="app.certificates.columns.package" render={(record) => <PackageCell record={record} />} />
          <Column source="client_name" label="app.certificates.columns.client" render={(record) => <ClientCell record={record} />} />
          {isAdmin ? <Column source="partner.name" label="app.certificates.columns.partner" disableSort /> : null}
          <Column source="agent_name" label="app.certificates.columns.agent" render={(record) => record.agent?.name ?? '—'} />
          <Column source="created_at" label="app.certificates.columns.date" render={(record) => <DatesCell record={record} />} />
          {withState ? <Column source="status" label="app.certificates.columns.state" disableSort render={(record) => <StateCell record={record} />} /> : null}
          <Column source="cost" label="app.certificates.columns.price" align="right" render={(record) => <PriceCell record={record} />} />
        </CertificateTable>
      </Card>
      <Suspense fallback={<Box sx={{ minHeight: PAGINATION_MIN_HEIGHT }} />}>
        <CertificatePagination />
      </Suspense>
    </ListBase>
  );
}

/** The denials page (C14): blocked and cancelled certificates, with their state. */
export const CertificateDenialList = () => <CertificateList titleKey="app.certificates.denialTitle" filter={{ state: 'denied' }} withState />;
