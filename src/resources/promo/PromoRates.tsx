import { Button, Card, CardContent, List, ListItem, ListItemText, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { useApiAction } from '../../components/useApiAction';
import { useLookup } from '../../dataProvider/useLookup';
import type { PromoRecord } from './types';

/** H3: the tariffs a promo code applies to (a global code applies to all). */
export function PromoRates() {
  const record = useRecordContext<PromoRecord>();
  const translate = useTranslate();
  const { run, pending } = useApiAction();
  const [rateId, setRateId] = useState('');
  const { data } = useLookup('tariffs');
  if (!record) return null;
  const attachedIds = record.rates.map((rate) => rate.id);
  const link = (action: 'attach' | 'detach', id: string) =>
    run((api) => api.linkPromoRate(record.id, id, action), `resources.promo.notifications.${action}ed`);

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
