import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLookup } from '../../dataProvider';
import { useApiAction } from '../../components/useApiAction';
import { UnitSelect } from '../../components/units';
import type { ServiceUnit } from '../../../common/enums';

interface ServiceChoice {
  id: string;
  name: string;
}

/** Picks a service from GET /services/all that is not attached yet, with an optional limit and unit (no unit = unlimited). */
export function AttachServiceForm({ tariffId, attachedIds }: { tariffId: string; attachedIds: string[] }) {
  const translate = useTranslate();
  const { run, pending } = useApiAction();
  const [serviceId, setServiceId] = useState('');
  const [limit, setLimit] = useState('');
  const [unit, setUnit] = useState<ServiceUnit | ''>('');
  const { data } = useLookup<ServiceChoice>('services');
  const choices = data.filter((service) => !attachedIds.includes(service.id));

  async function attach() {
    const link = { id: serviceId, ...(unit ? { unit, limit: limit === '' ? null : Number(limit) } : {}) };
    const done = await run((api) => api.attachServices(tariffId, [link]), 'resources.tariffs.notifications.attached');
    if (done) [setServiceId, setLimit, setUnit].forEach((reset: (value: '') => void) => reset(''));
  }

  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mt: 1 }}>
      <TextField
        select
        size="small"
        label={translate('resources.tariffs.services.service')}
        value={serviceId}
        onChange={(event) => setServiceId(event.target.value)}
        sx={{ minWidth: 200 }}
      >
        {choices.map((service) => (
          <MenuItem key={service.id} value={service.id}>
            {service.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" type="number" label={translate('resources.tariffs.services.limit')} value={limit} onChange={(event) => setLimit(event.target.value)} sx={{ width: 100 }} />
      <UnitSelect label={translate('resources.tariffs.services.unit')} value={unit} onChange={setUnit} />
      <Button variant="contained" size="small" disabled={!serviceId || pending} onClick={() => void attach()}>
        {translate('resources.tariffs.services.attach')}
      </Button>
    </Stack>
  );
}
