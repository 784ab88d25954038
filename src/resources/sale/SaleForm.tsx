import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { BooleanInput, Form, NumberInput, SaveButton, SelectInput, TextInput, minValue, required, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AppIdentity } from '../../authProvider';
import { formatPercent, formatPrice } from '../../format';
import { ClientFields } from './ClientFields';
import { LegalFields, SALE_ERROR_MS } from './LegalFields';
import { CREDIT_PERCENTS } from '../../../common/credit';
import { CreditPeriodInput } from './CreditPeriodInput';
import { CreditSummary } from './CreditSummary';
import { PeriodInput, periodCost } from './PeriodInput';
import { type SaleFormValues, toCreditBody, toSaleBody } from './saleBody';
import { type SaleResultRecord, type TariffOption, useSaleApi } from './useSaleApi';

/** Built while rendering: the percent is written in the cabinet's language ('2,5 %', '2.5%'). */
const percentChoices = () => CREDIT_PERCENTS.map((percent) => ({ id: percent, name: formatPercent(percent, 2) }));

function MeterInput({ tariffs }: { tariffs: TariffOption[] }) {
  const rateId = useWatch({ name: 'rate_id' });
  const tariff = tariffs.find((t) => t.id === rateId);
  if (!tariff?.meter) return null;
  return <NumberInput source="meter" label="app.sale.fields.meter" validate={[required(), minValue(tariff.min_meter ?? 0)]} />;
}

/** The sale form (D1); BRUTTO agents get the credit terms and sell through the credit call (D2). */
export function SaleForm({ onSold }: { onSold: (sale: SaleResultRecord) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSaleApi();
  const { identity } = useGetIdentity();
  const seller = identity as AppIdentity | undefined;
  const credit = seller?.agentType === 'BRUTTO';
  const [tariffs, setTariffs] = useState<TariffOption[]>([]);

  useEffect(() => {
    api.tariffs().then(setTariffs, (error: Error) => notify(error.message, { type: 'error' }));
  }, [api, notify]);

  /** D1: what the seller saw, which the server checks against its own figures. */
  function claims(values: SaleFormValues) {
    const tariff = tariffs.find((t) => t.id === values.rate_id);
    return { agentId: seller?.agentId ?? null, cost: tariff && values.period ? periodCost(tariff, values.period) : undefined };
  }

  async function submit(values: SaleFormValues) {
    try {
      const tariff = tariffs.find((option) => option.id === values.rate_id);
      onSold(await api.sell(credit ? toCreditBody(values, tariff) : toSaleBody(values, claims(values)), credit));
    } catch (error) {
      notify((error as Error).message, { type: 'error', autoHideDuration: SALE_ERROR_MS });
    }
  }

  const choices = tariffs.map((t) => ({ id: t.id, name: `${t.name} — ${formatPrice(t.price)}` }));
  return (
    <Form onSubmit={(values: Record<string, unknown>) => submit(values as SaleFormValues)} defaultValues={{ customerType: 'individual', send_sms: true, creditPercent: CREDIT_PERCENTS[0] }}>
      <SelectInput source="rate_id" label="app.sale.fields.rate_id" choices={choices} validate={required()} />
      {credit ? (
        <>
          <Typography variant="subtitle1">{translate('app.sale.credit')}</Typography>
          <CreditPeriodInput tariffs={tariffs} />
          <SelectInput source="creditPercent" label="app.sale.fields.creditPercent" choices={percentChoices()} validate={required()} />
          <CreditSummary tariffs={tariffs} />
        </>
      ) : (
        <PeriodInput tariffs={tariffs} />
      )}
      <ClientFields />
      {!credit && (
        <>
          <LegalFields />
          <MeterInput tariffs={tariffs} />
          <TextInput source="promo_code" label="app.sale.fields.promo_code" />
          <BooleanInput source="send_sms" label="app.sale.fields.send_sms" />
        </>
      )}
      <SaveButton label="app.sale.submit" alwaysEnable />
    </Form>
  );
}
