import { Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPrice } from '../../../format';
import type { CertificateCardRecord } from './types';

/** Price with the hover breakdown (C7): total = cost + promo discount + bonus. */
export function PriceWithBreakdown({ record }: { record: CertificateCardRecord }) {
  const translate = useTranslate();
  const discount = record.promocode?.count_discount ?? record.price - record.cost - record.bonus;
  const breakdown = [
    `${translate('app.certificates.card.cost')}: ${formatPrice(record.cost)}`,
    `${translate('app.certificates.card.promoDiscount')}: ${formatPrice(discount)}`,
    `${translate('app.certificates.card.bonus')}: ${formatPrice(record.bonus)}`,
  ].join(' + ');
  return (
    <Tooltip title={breakdown}>
      <Typography component="span" fontWeight={600} data-testid="certificate-price" sx={{ cursor: 'help' }}>
        {formatPrice(record.price)}
      </Typography>
    </Tooltip>
  );
}
