import { MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { LabelledButton } from '../../../components/LabelledButton';
import { useLookup } from '../../../dataProvider';
import { useApiAction } from '../../../components/useApiAction';
import type { PartnerRef } from '../types';

/** G3: attaches a tariff from GET /rates/all that the partner does not sell yet (commission 0, no partner price). */
export function AttachPartnerTariff({ partnerId, attachedIds }: { partnerId: string; attachedIds: string[] }) {
  const translate = useTranslate();
  const { run, pending } = useApiAction();
  const [rateId, setRateId] = useState('');
  const { data } = useLookup<PartnerRef>('tariffs');
  const choices = data.filter((rate) => !attachedIds.includes(rate.id));

  const attach = async () => {
    if (await run((api) => api.attachPartnerRates(partnerId, [{ rate_id: rateId }]), 'resources.partners.notifications.rateAttached')) setRateId('');
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
      <LabelledButton label="resources.partners.tariffs.attach" variant="contained" disabled={!rateId || pending} onClick={() => void attach()} />
    </Stack>
  );
}
