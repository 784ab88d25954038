import { Card, CardContent, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay } from '../../format/date';
import { unitCount } from '../../i18n/enumLabel';
import type { ServiceUsage } from '../clientCabinet/types';

/** F6 client card: one service with what is left of its limit, and the certificate it comes with. */
export function ServiceUsageCard({ service }: { service: ServiceUsage }) {
  const translate = useTranslate();
  const limit = service.limit ?? 0;
  const used = service.used ?? 0;
  const counted = !service.unlimited && service.used !== null && limit > 0;
  return (
    <Card variant="outlined" data-testid="service-usage">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {service.name}
        </Typography>
        {service.description ? (
          <Typography variant="body2" color="text.secondary">
            {service.description}
          </Typography>
        ) : null}
        <Stack spacing={0.5} sx={{ mt: 1 }}>
          {service.unlimited ? <Chip size="small" label={translate('app.cabinet.services.unlimited')} sx={{ alignSelf: 'start' }} /> : null}
          {counted ? (
            <>
              <Typography variant="body2">{translate('app.cabinet.services.used', { used, limit })}</Typography>
              <LinearProgress variant="determinate" value={Math.min(100, (used / limit) * 100)} />
            </>
          ) : null}
          {!service.unlimited && service.used === null ? (
            <Typography variant="body2">{translate('app.cabinet.services.left', { left: unitCount(translate, service.unit, limit) })}</Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary">
            {service.certificate
              ? `${translate('app.cabinet.orders.certificate', { number: service.certificate.number })} · ${service.certificate.rate_name ?? ''} ${
                  service.certificate.finish_date ? translate('app.cabinet.services.until', { date: formatDay(service.certificate.finish_date) }) : ''
                }`
              : translate('app.cabinet.services.given')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
