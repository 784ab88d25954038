import { Badge } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { BADGE_OVERFLOW } from './constants';

/** The admin's views counter on a tile (the server answers `views` to the admin only), '500000+' past the overflow. */
export function ViewBadge({ views, children }: { views?: number; children: ReactNode }) {
  const translate = useTranslate();
  if (views === undefined) return <>{children}</>;
  const content = views > BADGE_OVERFLOW ? translate('resources.stories.viewer.overflow', { count: BADGE_OVERFLOW }) : views;
  return (
    <Badge
      badgeContent={content}
      showZero
      max={Number.MAX_SAFE_INTEGER}
      color="primary"
      slotProps={{ badge: { 'aria-label': translate('resources.stories.viewer.views', { smart_count: views }) } as object }}
    >
      {children}
    </Badge>
  );
}
