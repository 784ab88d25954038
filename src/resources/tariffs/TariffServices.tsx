import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { formatPrice } from '../../format';
import { AttachServiceForm } from './AttachServiceForm';
import type { TariffRecord } from './types';
import { useApiAction } from '../../components/useApiAction';
import { useLimitText } from '../../components/units/limitText';

/** F5: the tariff's services with their limits; attach adds one, detach removes one. */
export function TariffServices() {
  const record = useRecordContext<TariffRecord>();
  const translate = useTranslate();
  const { run, pending } = useApiAction();
  const limitText = useLimitText('resources.tariffs.services.unlimited');
  if (!record) return null;
  const services = record.services ?? [];

  const detach = (serviceId: string) =>
    void run((api) => api.detachServices(record.id, [serviceId]), 'resources.tariffs.notifications.detached');

  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: 420 }}>
      <CardContent>
        <Typography variant="h6">{translate('resources.tariffs.services.title')}</Typography>
        <Table size="small" aria-label={translate('resources.tariffs.services.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.tariffs.services.service')}</TableCell>
              <TableCell>{translate('resources.tariffs.services.limit')}</TableCell>
              <TableCell align="right">{translate('resources.tariffs.fields.cost')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {services.map((service) => (
              <TableRow key={service.id}>
                <TableCell title={service.description}>{service.name}</TableCell>
                <TableCell>{limitText(service.limit, service.unit)}</TableCell>
                <TableCell align="right">{formatPrice(service.cost)}</TableCell>
                <TableCell align="right">
                  <Button size="small" color="error" disabled={pending} onClick={() => detach(service.id)}>
                    {translate('resources.tariffs.services.detach')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <AttachServiceForm tariffId={record.id} attachedIds={services.map((service) => service.id)} />
      </CardContent>
    </Card>
  );
}
