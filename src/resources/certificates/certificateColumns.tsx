import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Infer } from '../../../common/resource';
import type { certificates } from '../../../common/resources/certificates';
import { formatDay, formatPrice } from '../../format';

/** A row of GET /certificates (C1): the declared record (common/resources/certificates.ts). */
export type CertificateListRow = Infer<typeof certificates>;

const stop = (event: React.MouseEvent) => event.stopPropagation();

export function NumberCell({ record }: { record: CertificateListRow }) {
  return (
    <Link component={RouterLink} to={`/certificates/certificate/${record.id}`} onClick={stop} sx={{ fontFamily: 'monospace' }}>
      {record.number}
    </Link>
  );
}

export function PackageCell({ record }: { record: CertificateListRow }) {
  const translate = useTranslate();
  return <>{record.rate?.name ?? translate('app.certificates.noPackage')}</>;
}

/**
 * Legal entities show the company and the client type (C2); a missing client reads app.certificates.unknownClient.
 * The card opens over the list with its query string, so closing it returns to the same filters and page (E3).
 */
export function ClientCell({ record }: { record: CertificateListRow }) {
  const translate = useTranslate();
  const { search } = useLocation();
  if (!record.client) return <>{translate('app.certificates.unknownClient')}</>;
  const legal = record.client.type === 'LEGAL';
  return (
    <Stack>
      <Link component={RouterLink} to={`/certificates/client/${record.client.id}${search}`} onClick={stop}>
        {legal && record.client.company ? record.client.company : record.client.name}
      </Link>
      {legal ? (
        <Typography variant="caption" color="text.secondary">
          {translate('app.certificates.legalEntity')}
        </Typography>
      ) : null}
    </Stack>
  );
}

export function DatesCell({ record }: { record: CertificateListRow }) {
  const translate = useTranslate();
  return (
    <Stack>
      <span>{formatDay(record.created_at)}</span>
      <Typography variant="caption" color="text.secondary">
        {record.finish_date ? translate('app.certificates.until', { date: formatDay(record.finish_date) }) : '—'}
      </Typography>
    </Stack>
  );
}

export const PriceCell = ({ record }: { record: CertificateListRow }) => <>{formatPrice(record.price)}</>;
