import { Button, Card, CardContent, Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Download from '@mui/icons-material/Download';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { useFileDownload } from '../../components/useFileDownload';
import type { AppDataProvider, DownloadedFile } from '../../dataProvider';
import { formatDay } from '../../format/date';
import { formatPrice } from '../../format/price';
import { CabinetPage } from '../clientCabinet/CabinetPage';
import type { OwnCertificateCard } from '../clientCabinet/types';
import { useCabinetQuery } from '../clientCabinet/useCabinetQuery';
import { OrderCard } from '../clientOrders/OrderCard';
import { CertificateStatusChip, validity } from './MyCertificatesPage';

/** The certificate's tariff, number, state, validity and price, with its PDF and the receipt. */
function HeadCard({ certificate }: { certificate: OwnCertificateCard }) {
  const translate = useTranslate();
  const download = useFileDownload();
  const pdfButton = (label: string, file: (api: AppDataProvider) => Promise<DownloadedFile>) => (
    <Button variant="outlined" startIcon={<Download />} onClick={() => void download(file, `${certificate.number}.pdf`)}>
      {translate(label)}
    </Button>
  );
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2">
            {certificate.rate_name} · № {certificate.number}
          </Typography>
          <CertificateStatusChip certificate={certificate} />
        </Stack>
        <Typography variant="body2">{validity(certificate, translate)}</Typography>
        <Typography variant="body2">{formatPrice(certificate.cost)}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 2 }}>
          {pdfButton('app.cabinet.certificates.pdf', (api) => api.downloadMyCertificatePdf(certificate.id))}
          {certificate.payments.some((payment) => payment.receipt) ? pdfButton('app.cabinet.certificates.check', (api) => api.downloadMyCertificateCheck(certificate.id)) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

interface LinesCardProps<Line> {
  title: string;
  lines: readonly Line[];
  primary: (line: Line) => string;
  secondary: (line: Line) => string;
}

/** A titled card of two-line entries: the certificate's services, its instalments. */
function LinesCard<Line extends { id: string }>({ title, lines, primary, secondary }: LinesCardProps<Line>) {
  return (
    <>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Card variant="outlined">
        <List dense>
          {lines.map((line) => (
            <ListItem key={line.id} divider>
              <ListItemText primary={primary(line)} secondary={secondary(line)} />
            </ListItem>
          ))}
        </List>
      </Card>
    </>
  );
}

/** C13 → the client's certificate: services with limits and what is used, validity, payments, PDF downloads. */
export function MyCertificateCard() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data, isPending, error } = useCabinetQuery(['certificate', id], (api, signal) => api.myCertificate(id, signal));
  const back = (
    <Button component={Link} to="/certificates" startIcon={<ArrowBack />}>
      {translate('app.cabinet.certificates.back')}
    </Button>
  );
  return (
    <CabinetPage titleKey="app.cabinet.certificates.title" loading={isPending} error={error} actions={back}>
      {data ? (
        <Stack spacing={2}>
          <HeadCard certificate={data} />
          <LinesCard
            title={translate('app.cabinet.certificates.services')}
            lines={data.services}
            primary={(service) => service.name}
            secondary={(service) =>
              service.unlimited
                ? translate('app.cabinet.services.unlimited')
                : translate('app.cabinet.services.used', { used: service.used, limit: service.limit ?? 0 })
            }
          />
          {data.instalments.length ? (
            <LinesCard
              title={translate('app.cabinet.certificates.instalments')}
              lines={data.instalments}
              primary={(instalment) => `${formatDay(instalment.due_date)} · ${formatPrice(instalment.amount)}`}
              secondary={(instalment) => translate(`app.cabinet.orders.instalmentState.${instalment.status}`)}
            />
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
