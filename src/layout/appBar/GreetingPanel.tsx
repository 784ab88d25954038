import { useState } from 'react';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { ProfileSettingsDialog } from '../profile/ProfileSettingsDialog';

/** A13: the user's name (or the word for 'client'), a link to the profile settings modal and the logout button. */
export function GreetingPanel() {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const name = identity?.fullName || translate('app.layout.guest');

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mx: 1 }}>
      <Typography variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
        {translate('app.layout.greeting', { name })}
      </Typography>
      <Button color="inherit" size="small" onClick={() => setSettingsOpen(true)}>
        {translate('app.layout.settings')}
      </Button>
      <Tooltip title={translate('app.layout.logout')}>
        <IconButton color="inherit" aria-label={translate('app.layout.logout')} onClick={() => logout()}>
          <Logout />
        </IconButton>
      </Tooltip>
      <ProfileSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Box>
  );
}
