import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { useLimitText } from '../../components/units/limitText';
import type { ServiceRecord } from './types';

/** '12 консультаций' (the unit's plural form), or the 'unlimited' text for a service without a unit (F5, C11: no unit means unlimited). */
export function ServiceLimitField() {
  const record = useRecordContext<ServiceRecord>();
  const limitText = useLimitText('resources.services.unlimited');
  if (!record) return null;
  return (
    <Typography component="span" variant="body2">
      {limitText(record.limit, record.unit)}
    </Typography>
  );
}
