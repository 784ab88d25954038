import { Box } from '@mui/material';
import { Menu } from 'react-admin';
import { hostConfig } from '../../config/hosts';
import { useCabinet } from '../../cabinets/CabinetContext';
import { useAccessSubject } from '../useAccessSubject';
import { MENU_ENTRIES } from './menuEntries';
import { MenuEntryLink } from './MenuEntryLink';
import { visibleEntries } from './visibleEntries';
import { SubMenu } from './SubMenu';
import { useSwipeToClose } from './useSwipeToClose';

/** The side menu of a cabinet: one declaration list filtered by role, cabinet and host (B9). */
export function CabinetMenu() {
  const cabinet = useCabinet();
  const { subject } = useAccessSubject();
  const swipe = useSwipeToClose();
  const entries = subject ? visibleEntries(MENU_ENTRIES, { subject, cabinet, region: hostConfig().region }) : [];

  return (
    <Box {...swipe} data-testid="cabinet-menu">
      <Menu>
        {entries.map((entry) =>
          entry.children?.length ? (
            <SubMenu key={entry.id} entry={entry} />
          ) : (
            <MenuEntryLink key={entry.id} entry={entry} />
          ),
        )}
      </Menu>
    </Box>
  );
}
