import { Suspense, useState } from 'react';
import { Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { countsAsPartnerAdmin } from '../../../common/roles';
import type { AppIdentity } from '../../authProvider/identity';
import { useCabinet } from '../../cabinets/CabinetContext';
import { lazyScreen } from '../../cabinets/lazyScreen';

// loaded on the first opening: its forms are not part of any cabinet's first screen
const ProfileSettingsDialog = lazyScreen(() => import('../profile/ProfileSettingsDialog'), 'ProfileSettingsDialog');

/** A13: the user's name (or the word for 'client'), a link to the profile settings modal and the logout button. */
export function GreetingPanel() {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsOpened, setSettingsOpened] = useState(false);
  const name = identity?.fullName || translate('app.layout.guest');
  // G11: in the partner cabinet a partner that counts as admin is marked so
  const partnerAdmin = useCabinet() === 'cpa' && !!identity && countsAsPartnerAdmin(identity as AppIdentity);

  const openSettings = () => {
    setSettingsOpen(true);
    setSettingsOpened(true);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mx: { xs: 0, sm: 1 }, flexShrink: 0 }}>
      <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
        {translate('app.layout.greeting', { name })}
      </Typography>
      {partnerAdmin && <Chip size="small" color="secondary" label={translate('app.clickProgram.adminMark')} />}
      <Button color="inherit" size="small" onClick={openSettings} sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        {translate('app.layout.settings')}
      </Button>
      <Tooltip title={translate('app.layout.settings')}>
        <IconButton color="inherit" aria-label={translate('app.layout.settings')} onClick={openSettings} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
          <ManageAccounts />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('app.layout.logout')}>
        <IconButton color="inherit" aria-label={translate('app.layout.logout')} onClick={() => logout()}>
          <Logout />
        </IconButton>
      </Tooltip>
      {settingsOpened && (
        <Suspense fallback={null}>
          <ProfileSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
