import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { CabinetAppBar } from './appBar/CabinetAppBar';
import { CabinetFrame } from './CabinetFrame';
import { CabinetMenu } from './menu/CabinetMenu';
import { CabinetGuard } from './CabinetGuard';
import { BackLink } from './BackLink';
import { ErrorPage } from '../pages/ErrorPage';
import { CookieConsent } from '../pages/CookieConsent';
import { WelcomeBanner } from '../pages/WelcomeBanner';
import { LiveChannel } from '../live/LiveChannel';
import { ClickConsentDialog } from './ClickConsentDialog';
import { FullProfileGate } from './fullProfile/FullProfileGate';
import { AccessibleDefaults } from './AccessibleDefaults';
import { RefetchOnLocaleChange } from './RefetchOnLocaleChange';

/** Every cabinet's frame: react-admin's layout (CabinetFrame) with our app bar and menu, the cabinet guard around every route. */
export function CabinetLayout({ children }: { children: ReactNode }) {
  return (
    <AccessibleDefaults>
      <CabinetFrame appBar={CabinetAppBar} menu={CabinetMenu} error={ErrorPage}>
        <CabinetGuard>
          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
            <WelcomeBanner />
            <BackLink />
            <FullProfileGate>{children}</FullProfileGate>
          </Box>
        </CabinetGuard>
        <CookieConsent />
        <ClickConsentDialog />
        <LiveChannel />
        <RefetchOnLocaleChange />
      </CabinetFrame>
    </AccessibleDefaults>
  );
}
