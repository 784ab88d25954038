import { Button } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { MENU_ENTRIES, labelKeyOf } from './menu/menuEntries';
import { entryForPath } from './menu/visibleEntries';
import { usePreviousPath } from './usePreviousPath';

/**
 * B10: 'back to the «…» section', naming the menu section of the previous address, which it returns to
 * with its query string (list page and filters). Hidden on the first page and when only the query changed.
 */
export function BackLink() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const previous = usePreviousPath();
  if (!previous) return null;
  const previousPathname = previous.split('?')[0];
  const section = entryForPath(MENU_ENTRIES, previousPathname);
  if (!section || previousPathname === pathname) return null;

  return (
    <Button component={Link} to={previous} size="small" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start', mt: 1 }}>
      {translate('app.layout.back', { section: translate(labelKeyOf(section)) })}
    </Button>
  );
}
