import { Suspense } from 'react';
import { Box } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, ToggleThemeButton } from 'react-admin';
import { BrandTitle } from './BrandTitle';
import { FullscreenButton } from './FullscreenButton';
import { GreetingPanel } from './GreetingPanel';
import { lazyFirstScreenPart } from '../../cabinets/lazyScreen';

// a phone's header menu (language, theme) is not in the first screen's code: desktops never show it. A phone asks for it
// as soon as this code runs (while the sign-in page is idle): asked for on the first render, it held the home's data
// calls back by a round trip on slow 4G (bench/spa/mobile-sign-in.ts)
const loadPhoneHeaderMenu = () => import('./PhoneHeaderMenu');
if (globalThis.matchMedia?.('(max-width: 599.95px)').matches) void loadPhoneHeaderMenu();
const PhoneHeaderMenu = lazyFirstScreenPart(loadPhoneHeaderMenu, 'PhoneHeaderMenu');

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
