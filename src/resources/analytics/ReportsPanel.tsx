import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { AppIdentity } from '../../authProvider/identity';
import type { StatsNode } from '../../dataProvider';
import { SalesReportView } from '../reports/PartnerReport';
import { OrdersReportView } from '../reports/OrdersReport';
import type { Period } from '../salesStats';
import { type ReportChoice, reportChoices } from './reportKinds';

/** The Reports tab of /analytics: the reports of the node (or scope) the figures show, over the same period. */
export function ReportsPanel({ node, period }: { node: StatsNode | undefined; period: Period }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const caller = identity as AppIdentity | undefined;
  const choices = caller ? reportChoices(node, caller) : [];
  const [picked, setPicked] = useState<ReportChoice['kind']>();
  const choice = choices.find((item) => item.kind === picked) ?? choices[0];
  if (!choice) return null;
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup size="small" exclusive value={choice.kind} onChange={(_, next: ReportChoice['kind'] | null) => next && setPicked(next)}>
        {choices.map((item) => (
          <ToggleButton key={item.kind} value={item.kind}>
            {translate(`app.analyticsPage.reports.${item.kind}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {choice.kind === 'order' ? <OrdersReportView node={node} period={period} /> : <SalesReportView key={choice.id} kind={choice.kind} id={choice.id} period={period} />}
    </Stack>
  );
}
