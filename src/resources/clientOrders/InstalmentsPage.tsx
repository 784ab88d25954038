import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDay } from '../../format/date';
import { formatPrice } from '../../format/price';
import { CabinetPage } from '../clientCabinet/CabinetPage';
import { useCabinetQuery } from '../clientCabinet/useCabinetQuery';
import { OrderTabs } from './OrderTabs';

/** K2 /order/certificates: the credit instalments of the client's certificates with their due dates. */
export function InstalmentsPage() {
  const translate = useTranslate();
  const { data, isPending, error } = useCabinetQuery(['instalments'], (api, signal) => api.myInstalments(signal));
  return (
    <CabinetPage titleKey="app.cabinet.orders.instalments" loading={isPending} error={error}>
      <OrderTabs />
      {data?.data.length ? (
        <Stack spacing={1}>
          {data.data.map((instalment) => (
            <Card key={instalment.id} variant="outlined">
              <CardContent>
                <Typography variant="subtitle2">{translate('app.cabinet.orders.certificate', { number: instalment.certificate_number })}</Typography>
                <Typography variant="body2">
                  {translate('app.cabinet.orders.due', { date: formatDay(instalment.due_date) })} · {formatPrice(instalment.amount)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.cabinet.orders.instalmentState.${instalment.status}`, { _: instalment.status })}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('app.cabinet.orders.noInstalments')}</Typography>
      )}
    </CabinetPage>
  );
}
