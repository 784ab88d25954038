import { Button } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link, useLocation } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { useCabinet } from '../cabinets/CabinetContext';
import { MENU_ENTRIES, labelKeyOf } from './menu/menuEntries';
import { entryForPath } from './menu/visibleEntries';
import { usePreviousPath } from './usePreviousPath';

/**
 * B10: 'back to the «…» section', naming the section of the previous address as this cabinet's menu names it (the
 * client's /services is named 'My services', the sales cabinet's 'Options'), and going to that section: its list, with the
 * query string it had when the user left it from there, never the record page or empty form the user came from.
 * Hidden on the first page, when only the query changed, and in the section itself.
 */
export function BackLink() {
  const translate = useTranslate();
  const cabinet = useCabinet();
  const { pathname } = useLocation();
  const previous = usePreviousPath();
  if (!previous) return null;
  const previousPathname = previous.split('?')[0];
  const section = entryForPath(
    MENU_ENTRIES.filter((entry) => entry.cabinets.includes(cabinet)),
    previousPathname,
  );
  if (!section || previousPathname === pathname || section.path === pathname) return null;

  return (
    <Button component={Link} to={previousPathname === section.path ? previous : section.path} size="small" startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start', mt: 1 }}>
      {translate('app.layout.back', { section: translate(labelKeyOf(section)) })}
    </Button>
  );
}
