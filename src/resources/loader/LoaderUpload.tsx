import UploadFile from '@mui/icons-material/UploadFile';
import { Button, MenuItem, Stack, TextField, Tooltip } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { usePendingCall } from '../../components/usePendingCall';
import { type AppDataProvider, useLookup } from '../../dataProvider';

/** Picks the partner of the new accounts and uploads the sheet (POST /v2/loader/{partnerId}). */
export function LoaderUpload() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const refresh = useRefresh();
  const [partnerId, setPartnerId] = useState('');
  const { call, pending: sending } = usePendingCall();
  // the partners lookup every screen shares (one cache entry, refreshed after a partner changes)
  const { data: partners } = useLookup('partners');

  async function send(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const form = new FormData();
    form.append('file', file);
    if (await call(() => dataProvider.uploadLoaderSheet(partnerId, form), 'resources.loader.upload.started')) refresh();
  }

  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <TextField select size="small" sx={{ minWidth: 240 }} label={translate('resources.loader.upload.partner')} value={partnerId} onChange={(event) => setPartnerId(event.target.value)}>
        {partners.map((partner) => (
          <MenuItem key={partner.id} value={partner.id}>
            {partner.name}
          </MenuItem>
        ))}
      </TextField>
      <Tooltip title={translate('resources.loader.upload.hint')}>
        <span>
          <Button component="label" size="small" startIcon={<UploadFile />} disabled={!partnerId || sending}>
            {translate('resources.loader.upload.choose')}
            <input hidden type="file" accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(event) => void send(event)} />
          </Button>
        </span>
      </Tooltip>
    </Stack>
  );
}
