import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { SelectInput, required, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { times } from '../../../common/money';
import { formatPrice } from '../../format';
import type { TariffOption } from './useSaleApi';

const MAX_MONTHS = 120;

/** The periods a tariff is sold for (docs/decisions.md, D1/period): whole multiples of its own period. */
export function periodChoices(tariff: Pick<TariffOption, 'period'>) {
  const count = Math.max(1, Math.floor(MAX_MONTHS / tariff.period));
  return Array.from({ length: count }, (_, index) => ({ id: tariff.period * (index + 1), name: String(tariff.period * (index + 1)) }));
}

/** What the sale costs before a promo code: the seller's price once per tariff period (the server's rule). */
export function periodCost(tariff: Pick<TariffOption, 'period' | 'price'>, period: number): number {
  return times(tariff.price, period / tariff.period);
}

/** The period picker: the tariff's period by default, its multiples to choose from, and the price that follows. */
export function PeriodInput({ tariffs }: { tariffs: TariffOption[] }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [rateId, period] = useWatch({ name: ['rate_id', 'period'] }) as [string | undefined, number | undefined];
  const tariff = tariffs.find((option) => option.id === rateId);
  useEffect(() => {
    if (tariff) setValue('period', tariff.period);
  }, [tariff, setValue]);
  if (!tariff) return null;
  const valid = !!period && period % tariff.period === 0;
  return (
    <>
      <SelectInput source="period" label="app.sale.fields.period" choices={periodChoices(tariff)} validate={required()} />
      {valid && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="period-cost">
          {translate('app.sale.periodCost', { cost: formatPrice(periodCost(tariff, period)) })}
        </Typography>
      )}
    </>
  );
}
