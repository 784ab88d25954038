import { useState } from 'react';
import { Card, CardActionArea, CardContent, Chip, FormControlLabel, Pagination, Stack, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDay } from '../../format/date';
import { formatPrice } from '../../format/price';
import { CabinetPage, CardGrid } from '../clientCabinet/CabinetPage';
import type { OwnCertificate } from '../clientCabinet/types';
import { useCabinetQuery } from '../clientCabinet/useCabinetQuery';

/** C13: 4 on a page (the server's size), active first; the inactive ones on request. */
const PER_PAGE = 4;

export function CertificateStatusChip({ certificate }: { certificate: Pick<OwnCertificate, 'active' | 'status'> }) {
  const translate = useTranslate();
  if (certificate.active) return <Chip size="small" color="success" label={translate('app.cabinet.certificates.active')} />;
  const key = certificate.status === 'PENDING' ? 'notPaid' : 'inactive';
  return <Chip size="small" label={translate(`app.cabinet.certificates.${key}`)} />;
}

export function validity(certificate: Pick<OwnCertificate, 'start_date' | 'finish_date'>, translate: ReturnType<typeof useTranslate>) {
  if (!certificate.start_date || !certificate.finish_date) return '';
  return translate('app.cabinet.certificates.validity', { from: formatDay(certificate.start_date), to: formatDay(certificate.finish_date) });
}

export function MyCertificatesPage() {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const [showInactive, setShowInactive] = useState(false);
  const { data, isPending, error } = useCabinetQuery(['certificates', page, showInactive], (api, signal) =>
    api.myCertificates({ page, perPage: PER_PAGE, show_inactive: showInactive }, signal),
  );
  const pages = Math.ceil((data?.total ?? 0) / PER_PAGE);
  const toggle = (
    <FormControlLabel
      control={<Switch checked={showInactive} onChange={(event) => { setShowInactive(event.target.checked); setPage(1); }} />}
      label={translate('app.cabinet.certificates.showInactive')}
    />
  );
  return (
    <CabinetPage titleKey="app.cabinet.certificates.title" loading={isPending} error={error} actions={toggle}>
      {data?.data.length ? (
        <Stack spacing={2}>
          <CardGrid>
            {data.data.map((certificate) => (
              <Card key={certificate.id} variant="outlined">
                <CardActionArea component={Link} to={`/certificates/${certificate.id}`}>
                  <CardContent>
                    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
                      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                        {certificate.rate_name ?? certificate.number}
                      </Typography>
                      <CertificateStatusChip certificate={certificate} />
                    </Stack>
                    <Typography variant="body2">№ {certificate.number}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {validity(certificate, translate)}
                    </Typography>
                    <Typography variant="body2">{formatPrice(certificate.cost)}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            ))}
          </CardGrid>
          {pages > 1 ? <Pagination count={pages} page={page} onChange={(_, next) => setPage(next)} /> : null}
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('app.cabinet.certificates.empty')}</Typography>
      )}
    </CabinetPage>
  );
}
