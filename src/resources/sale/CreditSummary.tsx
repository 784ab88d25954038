import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { creditTotals } from '../../../common/credit';
import { formatPrice } from '../../format';
import type { TariffOption } from './useSaleApi';

/** D2: what the client will pay on credit, by the same rule the server charges (the tariff's list price plus the percent). */
export function CreditSummary({ tariffs }: { tariffs: TariffOption[] }) {
  const translate = useTranslate();
  const [rateId, period, percent] = useWatch({ name: ['rate_id', 'creditPeriod', 'creditPercent'] }) as [string | undefined, number | null, number | undefined];
  const tariff = tariffs.find((option) => option.id === rateId);
  if (!tariff || !period || period < 1 || percent === undefined) return null;
  const { total, monthly } = creditTotals(tariff.cost, period, percent);
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="credit-summary">
      {translate('app.sale.creditSummary', { total: formatPrice(total), monthly: formatPrice(monthly), smart_count: period })}
    </Typography>
  );
}
