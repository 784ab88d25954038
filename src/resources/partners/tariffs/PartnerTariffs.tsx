import { Button as MuiButton, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { LabelledButton } from '../../../components/LabelledButton';
import { SmallTable } from '../../../components/SmallTable';
import { formatPrice } from '../../../format';
import { useApiAction } from '../../../components/useApiAction';
import type { PartnerRate, PartnerRecord } from '../types';
import { AttachPartnerTariff } from './AttachPartnerTariff';
import { type RateDraft, type RateDrafts, changedRates, draftOf, draftsValid } from './rateDrafts';

/** G3: the partner's tariffs; commission and partner price are edited in the table and saved together, only the rows that changed. */
export function PartnerTariffs() {
  const record = useRecordContext<PartnerRecord>();
  const translate = useTranslate();
  const { run, pending } = useApiAction();
  const [drafts, setDrafts] = useState<RateDrafts>({});
  if (!record) return null;
  const rates = record.rates ?? [];
  const changed = changedRates(rates, drafts);

  const edit = (rate: PartnerRate, field: keyof RateDraft, value: string) =>
    setDrafts((current) => ({ ...current, [rate.id]: { ...(current[rate.id] ?? draftOf(rate)), [field]: value } }));
  const save = async () => {
    if (await run((api) => api.attachPartnerRates(record.id, changed), 'resources.partners.notifications.ratesChanged')) setDrafts({});
  };
  const detach = (rateId: string) => void run((api) => api.detachPartnerRates(record.id, [rateId]), 'resources.partners.notifications.rateDetached');
  const cellInput = (rate: PartnerRate, field: keyof RateDraft, column: string) => (
    <TextField
      size="small"
      type="number"
      value={(drafts[rate.id] ?? draftOf(rate))[field]}
      onChange={(event) => edit(rate, field, event.target.value)}
      slotProps={{ htmlInput: { 'aria-label': `${translate(column)} ${rate.name}`, min: 0 } }}
      sx={{ width: 140 }}
    />
  );

  return (
    <Stack spacing={2}>
      <SmallTable
        label={translate('resources.partners.tariffs.title')}
        headers={[...['name', 'cost', 'commission', 'partnerPrice'].map((key) => translate(`resources.partners.tariffs.${key}`)), '']}
        right={[1, 4]}
        rows={rates}
        rowKey={(rate) => rate.id}
        cells={(rate) => [
          rate.name,
          formatPrice(rate.cost),
          cellInput(rate, 'commission', 'resources.partners.tariffs.commission'),
          cellInput(rate, 'partner_price', 'resources.partners.tariffs.partnerPrice'),
          <MuiButton key="detach" size="small" color="error" disabled={pending} onClick={() => detach(rate.id)}>
            {translate('resources.partners.tariffs.detach')}
          </MuiButton>,
        ]}
      />
      <div>
        <LabelledButton label="resources.partners.tariffs.save" variant="contained" disabled={pending || !changed.length || !draftsValid(drafts)} onClick={() => void save()} />
      </div>
      <AttachPartnerTariff partnerId={record.id} attachedIds={rates.map((rate) => rate.id)} />
    </Stack>
  );
}
