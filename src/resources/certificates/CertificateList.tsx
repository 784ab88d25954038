import { Box, Card } from '@mui/material';
import { Suspense } from 'react';
import { ListBase, TopToolbar, useCanAccess, useTranslate } from 'react-admin';
import { CertificateStatusChip } from './CertificateStatusChip';
import { TotalBadge } from '../../components/TotalBadge';
import { useLookup } from '../../dataProvider/useLookup';
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
}

/** Certificate list (C1–C5): page size 30, newest first; page, sort and filters live in the query string. */
export function CertificateList({ titleKey = 'app.certificates.title', filter }: CertificateListProps) {
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
          <Column source="status" label="app.certificates.columns.status" disableSort render={(record) => <StatusCell record={record} />} />
          <Column source="cost" label="app.certificates.columns.price" align="right" render={(record) => <PriceCell record={record} />} />
        </CertificateTable>
      </Card>
      <Suspense fallback={<Box sx={{ minHeight: PAGINATION_MIN_HEIGHT }} />}>
        <CertificatePagination />
      </Suspense>
    </ListBase>
  );
}

/** The server's status (issue 27); a blocked one names its reason in words on hover (the reasons' lookup), never its code. */
function StatusCell({ record }: { record: CertificateListRow }) {
  const reason = record.status === 'BLOCKED' ? record.blocked_type : null;
  const reasons = useLookup<{ id: string; code: string; name: string }>('block-reasons', { enabled: !!reason }).data;
  return <CertificateStatusChip status={record.status} title={reasons.find((item) => item.code === reason)?.name ?? ''} />;
}

/** The denials page (C14): blocked and cancelled certificates. */
const DENIED = { status: ['BLOCKED', 'CANCELLED'] };
export const CertificateDenialList = () => <CertificateList titleKey="app.certificates.denialTitle" filter={DENIED} />;
