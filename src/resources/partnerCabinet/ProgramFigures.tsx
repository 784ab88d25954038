import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatPercent, formatPrice, groupThousands } from '../../format';
import type { SalesStats } from '../salesStats';
import type { PartnerConversion } from './types';

interface Figure {
  key: string;
  value: string;
  hint?: string;
}

/** The programme's headline figures: sales, conversion, rewards earned (payouts are not recorded, decision L3/rewards). */
export function ProgramFigures({ stats, conversion }: { stats: SalesStats; conversion?: PartnerConversion }) {
  const translate = useTranslate();
  const figures: Figure[] = [
    { key: 'count', value: groupThousands(stats.count) },
    { key: 'brutto', value: formatPrice(stats.brutto) },
    { key: 'averageCheck', value: formatPrice(stats.averageCheck) },
    {
      key: 'conversion',
      value: conversion ? formatPercent(conversion.rate) : '…',
      hint: conversion ? translate('app.partnerCabinet.figures.conversionHint', { paid: groupThousands(conversion.paid), created: groupThousands(conversion.created) }) : undefined,
    },
    { key: 'rewardEarned', value: formatPrice(stats.reward), hint: translate('app.partnerCabinet.figures.rewardPaidHint') },
  ];
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {figures.map(({ key, value, hint }) => (
        <Card key={key} variant="outlined" sx={{ minWidth: 180, flex: '1 1 180px' }} data-testid={`figure-${key}`}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.partnerCabinet.figures.${key}`)}
            </Typography>
            <Typography variant="h6">{value}</Typography>
            {hint ? (
              <Typography variant="caption" color="text.secondary">
                {hint}
              </Typography>
            ) : null}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
