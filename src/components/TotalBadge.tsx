import Chip from '@mui/material/Chip';
import { useListContext, useTranslate } from 'react-admin';
import { groupThousands } from '../format';

interface TotalBadgeProps {
  /** Beyond this count the badge shows '<overflowAt>+'. */
  overflowAt: number;
}

/**
 * The list header's record count (F6, C3). Its tooltip reads `resources.<resource>.total` with `%{total}`.
 * Not services-specific: other lists can take it as is.
 */
export function TotalBadge({ overflowAt }: TotalBadgeProps) {
  const { total, resource } = useListContext();
  const translate = useTranslate();
  if (total === undefined) return null;
  const label = total > overflowAt ? `${groupThousands(overflowAt)}+` : groupThousands(total);
  const title = translate(`resources.${resource}.total`, { total: groupThousands(total), _: String(total) });
  return <Chip label={label} title={title} size="small" color="primary" data-testid="total-badge" />;
}
