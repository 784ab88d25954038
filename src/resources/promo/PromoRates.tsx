import { Button, Card, CardContent, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { useApiAction } from '../../components/useApiAction';
import type { PromoRecord } from './types';

interface RateChoice {
  id: string;
  name: string;
}

/** H3: the tariffs a promo code applies to (a global code applies to all). */
export function PromoRates() {
  const record = useRecordContext<PromoRecord>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, pending } = useApiAction();
  const [rateId, setRateId] = useState('');
  const { data = [] } = useQuery({ queryKey: ['rates', 'all'], queryFn: () => dataProvider.call<RateChoice[]>('GET', '/rates/all') });
  if (!record) return null;
  const attachedIds = record.rates.map((rate) => rate.id);
  const link = (action: 'attach' | 'detach', id: string) =>
    run('PUT', `/promotional/codes/${record.id}/rates/${action}`, { rateId: id }, `resources.promo.notifications.${action}ed`);

  return (
    <Card sx={{ ml: { md: 2 }, mt: { xs: 2, md: 0 }, minWidth: 320 }}>
      <CardContent>
        <Typography variant="h6">{translate('resources.promo.rates.title')}</Typography>
        <List dense aria-label={translate('resources.promo.rates.title')}>
          {record.rates.map((rate) => (
            <ListItem
              key={rate.id}
              secondaryAction={
                <Button size="small" color="error" disabled={pending} onClick={() => void link('detach', rate.id)}>
                  {translate('resources.promo.rates.detach')}
                </Button>
              }
            >
              <ListItemText primary={rate.name} />
            </ListItem>
          ))}
        </List>
        <Stack direction="row" spacing={1} alignItems="center">
          <TextField select size="small" label={translate('resources.promo.rates.tariff')} value={rateId} onChange={(event) => setRateId(event.target.value)} sx={{ minWidth: 200 }}>
            {data.filter((rate) => !attachedIds.includes(rate.id)).map((rate) => (
              <MenuItem key={rate.id} value={rate.id}>
                {rate.name}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" size="small" disabled={!rateId || pending} onClick={() => void link('attach', rateId).then(() => setRateId(''))}>
            {translate('resources.promo.rates.attach')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
