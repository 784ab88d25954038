import { Button, Card, CardContent, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { SmallTable } from '../../components/SmallTable';
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
        <SmallTable
          label={translate('resources.tariffs.services.title')}
          headers={[translate('resources.tariffs.services.service'), translate('resources.tariffs.services.limit'), translate('resources.tariffs.fields.cost'), '']}
          right={[2, 3]}
          rows={services}
          rowKey={(service) => service.id}
          cells={(service) => [
            <span key="name" title={service.description}>{service.name}</span>,
            limitText(service.limit, service.unit),
            formatPrice(service.cost),
            <Button key="detach" size="small" color="error" disabled={pending} onClick={() => detach(service.id)}>
              {translate('resources.tariffs.services.detach')}
            </Button>,
          ]}
        />
        <AttachServiceForm tariffId={record.id} attachedIds={services.map((service) => service.id)} />
      </CardContent>
    </Card>
  );
}
