import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ServiceRecord } from './types';

/** '12 <unit>', or the 'unlimited' text for a service without a unit (F5, C11: no unit means unlimited). */
export function ServiceLimitField() {
  const record = useRecordContext<ServiceRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {record.unit ? `${record.limit} ${record.unit}` : translate('resources.services.unlimited')}
    </Typography>
  );
}
