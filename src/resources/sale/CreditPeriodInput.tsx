import { NumberInput, maxValue, minValue, required } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { TariffOption } from './useSaleApi';

/**
 * D2: one instalment a month, at most as many as the tariff's validity in months (the server refuses more).
 * No native `max`: the browser would block the submit with its own text instead of ours.
 */
export function CreditPeriodInput({ tariffs }: { tariffs: TariffOption[] }) {
  const rateId = useWatch({ name: 'rate_id' }) as string | undefined;
  const max = tariffs.find((tariff) => tariff.id === rateId)?.period ?? 120;
  return (
    <NumberInput
      source="creditPeriod"
      label="app.sale.fields.creditPeriod"
      min={1}
      validate={[required(), minValue(1), maxValue(max, 'app.credit.periodMax')]}
    />
  );
}
