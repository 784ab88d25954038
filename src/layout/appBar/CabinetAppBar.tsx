import { Suspense } from 'react';
import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, ToggleThemeButton } from 'react-admin';
import { BrandTitle } from './BrandTitle';
import { FullscreenButton } from './FullscreenButton';
import { GreetingPanel } from './GreetingPanel';
import { lazyFirstScreenPart } from '../../cabinets/lazyScreen';

// a phone's header menu (language, theme) loads after the first screen paints: desktops never show it
const PhoneHeaderMenu = lazyFirstScreenPart(() => import('./PhoneHeaderMenu'), 'PhoneHeaderMenu');

const toolbar = (
  <>
    <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center' }}>
      <LocalesMenuButton />
      <ToggleThemeButton />
      <FullscreenButton />
    </Box>
    <LoadingIndicator />
    <GreetingPanel />
    <Box sx={{ display: { xs: 'flex', sm: 'none' } }}>
      <Suspense fallback={null}>
        <PhoneHeaderMenu />
      </Suspense>
    </Box>
  </>
);

/** react-admin's AppBar with the brand, the greeting panel in place of the user menu, language and theme (a menu on a phone). */
export function CabinetAppBar() {
  return (
    <AppBar toolbar={toolbar} userMenu={false}>
      <BrandTitle />
    </AppBar>
  );
}
