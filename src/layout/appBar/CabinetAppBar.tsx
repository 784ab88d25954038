import { AppBar, LoadingIndicator, LocalesMenuButton, ToggleThemeButton } from 'react-admin';
import { BrandTitle } from './BrandTitle';
import { FullscreenButton } from './FullscreenButton';
import { GreetingPanel } from './GreetingPanel';

const toolbar = (
  <>
    <LocalesMenuButton />
    <ToggleThemeButton />
    <FullscreenButton />
    <LoadingIndicator />
    <GreetingPanel />
  </>
);

/** react-admin's AppBar with the brand, the greeting panel in place of the user menu, language and theme. */
export function CabinetAppBar() {
  return (
    <AppBar toolbar={toolbar} userMenu={false}>
      <BrandTitle />
    </AppBar>
  );
}
