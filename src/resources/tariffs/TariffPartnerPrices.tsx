import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { roundMoney } from '../../../common/money';
import { useApiAction } from '../../components/useApiAction';
import type { TariffPartnerRecord, TariffRecord } from './types';

/** The typed price rounded to kopecks (F4), null for an empty field, undefined for what is not a price. */
function typedPrice(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const value = Number(text.replace(',', '.').replace(/\s/g, ''));
  return Number.isFinite(value) && value >= 0 ? roundMoney(value) : undefined;
}

function PartnerPriceRow({ rateId, partner }: { rateId: string; partner: TariffPartnerRecord }) {
  const translate = useTranslate();
  const { run, pending } = useApiAction();
  const [text, setText] = useState(partner.partner_price === null ? '' : String(partner.partner_price));
  const price = typedPrice(text);
  const changed = price !== undefined && price !== partner.partner_price;
  const save = () => {
    if (!changed) return;
    void run((api) => api.setPartnerPrice({ partner_id: partner.id, rate_id: rateId, cost: price }), 'resources.tariffs.notifications.priceSaved');
  };
  return (
    <TableRow>
      <TableCell>{partner.name}</TableCell>
      <TableCell>
        <TextField
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={price === undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `${translate('resources.tariffs.partnerPrices.price')}: ${partner.name}` } }}
        />
      </TableCell>
      <TableCell align="right">
        <Button size="small" disabled={!changed || pending} onClick={save}>
          {translate('resources.tariffs.partnerPrices.save')}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** F4: the price of the tariff for each partner that sells it; POST /price, rounded, only when it changed. */
export function TariffPartnerPrices() {
  const record = useRecordContext<TariffRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const partners = record.partners ?? [];
  return (
    <Card sx={{ ml: { md: 2 }, mt: 2, minWidth: 420 }}>
      <CardContent>
        <Typography variant="h6">{translate('resources.tariffs.partnerPrices.title')}</Typography>
        {partners.length ? (
          <Table size="small" aria-label={translate('resources.tariffs.partnerPrices.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.tariffs.partnerPrices.partner')}</TableCell>
                <TableCell>{translate('resources.tariffs.partnerPrices.price')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {partners.map((partner) => (
                <PartnerPriceRow key={`${partner.id}:${partner.partner_price}`} rateId={record.id} partner={partner} />
              ))}
            </TableBody>
          </Table>
        ) : (
          <Typography color="text.secondary">{translate('resources.tariffs.partnerPrices.none')}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
