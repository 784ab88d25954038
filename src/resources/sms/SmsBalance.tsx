import { Chip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { formatPrice } from '../../format/price';

/** SMS.ru bills in roubles whatever the cabinet's host. */
export const SMS_CURRENCY = '₽';

/** M1: the SMS provider account's balance above the log; the sandbox has none, a provider that does not answer says so. */
export function SmsBalance() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isError, isPending } = useQuery({ queryKey: ['sms', 'balance'], queryFn: () => dataProvider.smsBalance(), retry: false });
  if (isPending) return null;
  const value = isError
    ? translate('resources.sms.balance.failed')
    : data.balance === null
      ? translate('resources.sms.balance.none')
      : formatPrice(data.balance, SMS_CURRENCY);
  return <Chip variant="outlined" color={isError ? 'warning' : 'default'} label={`${translate('resources.sms.balance.label')}: ${value}`} />;
}
