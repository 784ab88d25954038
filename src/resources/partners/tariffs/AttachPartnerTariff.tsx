import { MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { useApiAction } from '../../../components/useApiAction';
import type { PartnerRef } from '../types';

/** G3: attaches a tariff from GET /rates/all that the partner does not sell yet (commission 0, no partner price). */
export function AttachPartnerTariff({ partnerId, attachedIds }: { partnerId: string; attachedIds: string[] }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { run, pending } = useApiAction();
  const [rateId, setRateId] = useState('');
  const { data = [] } = useQuery({ queryKey: ['tariffs', 'all'], queryFn: () => dataProvider.call<PartnerRef[]>('GET', '/rates/all') });
  const choices = data.filter((rate) => !attachedIds.includes(rate.id));

  const attach = async () => {
    const body = { rates: [{ rate_id: rateId }] };
    if (await run('POST', `/partners/${partnerId}/rates/attach`, body, 'resources.partners.notifications.rateAttached')) setRateId('');
  };

  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <TextField select size="small" label={translate('resources.partners.tariffs.pick')} value={rateId} onChange={(event) => setRateId(event.target.value)} sx={{ minWidth: 240 }}>
        {choices.map((rate) => (
          <MenuItem key={rate.id} value={rate.id}>
            {rate.name}
          </MenuItem>
        ))}
      </TextField>
      <Button label="resources.partners.tariffs.attach" variant="contained" disabled={!rateId || pending} onClick={() => void attach()} />
    </Stack>
  );
}
