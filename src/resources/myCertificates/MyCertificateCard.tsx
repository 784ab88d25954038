import { Button, Card, CardContent, Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useFileDownload } from '../../components/useFileDownload';
import { formatDay } from '../../format/date';
import { formatPrice } from '../../format/price';
import { CabinetPage } from '../clientCabinet/CabinetPage';
import type { OwnCertificateCard } from '../clientCabinet/types';
import { useCabinetQuery } from '../clientCabinet/useCabinetQuery';
import { OrderCard } from '../clientOrders/OrderCard';
import { CertificateStatusChip, validity } from './MyCertificatesPage';

/** C13 → the client's certificate: services with limits and what is used, validity, payments, PDF downloads. */
export function MyCertificateCard() {
  const translate = useTranslate();
  const download = useFileDownload();
  const { id = '' } = useParams();
  const { data, isPending, error } = useCabinetQuery(['certificate', id], (api, signal) => api.myCertificate<OwnCertificateCard>(id, signal));
  const back = (
    <Button component={Link} to="/certificates" startIcon={<ArrowBack />}>
      {translate('app.cabinet.certificates.back')}
    </Button>
  );
  return (
    <CabinetPage titleKey="app.cabinet.certificates.title" loading={isPending} error={error} actions={back}>
      {data ? (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h2">
                  {data.rate_name} · № {data.number}
                </Typography>
                <CertificateStatusChip certificate={data} />
              </Stack>
              <Typography variant="body2">{validity(data, translate)}</Typography>
              <Typography variant="body2">{formatPrice(data.cost)}</Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
                <Button variant="outlined" startIcon={<Download />} onClick={() => void download((api) => api.downloadMyCertificatePdf(data.id), `${data.number}.pdf`)}>
                  {translate('app.cabinet.certificates.pdf')}
                </Button>
                {data.payments.some((payment) => payment.receipt) ? (
                  <Button variant="outlined" startIcon={<Download />} onClick={() => void download((api) => api.downloadMyCertificateCheck(data.id), `${data.number}.pdf`)}>
                    {translate('app.cabinet.certificates.check')}
                  </Button>
                ) : null}
              </Stack>
            </CardContent>
          </Card>
          <Typography variant="h6" component="h2">
            {translate('app.cabinet.certificates.services')}
          </Typography>
          <Card variant="outlined">
            <List dense>
              {data.services.map((service) => (
                <ListItem key={service.id} divider>
                  <ListItemText
                    primary={service.name}
                    secondary={
                      service.unlimited
                        ? translate('app.cabinet.services.unlimited')
                        : translate('app.cabinet.services.used', { used: service.used, limit: service.limit ?? 0 })
                    }
                  />
                </ListItem>
              ))}
            </List>
          </Card>
          {data.instalments.length ? (
            <>
              <Typography variant="h6" component="h2">
                {translate('app.cabinet.certificates.instalments')}
              </Typography>
              <Card variant="outlined">
                <List dense>
                  {data.instalments.map((instalment) => (
                    <ListItem key={instalment.id} divider>
                      <ListItemText
                        primary={`${formatDay(instalment.due_date)} · ${formatPrice(instalment.amount)}`}
                        secondary={translate(`app.cabinet.orders.instalmentState.${instalment.status}`)}
                      />
                    </ListItem>
                  ))}
                </List>
              </Card>
            </>
          ) : null}
          <Divider />
          <Typography variant="h6" component="h2">
            {translate('app.cabinet.certificates.payments')}
          </Typography>
          {data.payments.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Stack>
      ) : null}
    </CabinetPage>
  );
}
