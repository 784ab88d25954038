import { Button, Link, Stack } from '@mui/material';
import type { Translate } from '../i18n/lookup';
import { startBankSignIn } from '../customRoutes/onboarding/bankSignIn';

/** The sign-in page is not the cabinet app: a public page of the cabinet opens with a fresh load (see signInGate). */
function openPublicPage(route: string) {
  window.location.hash = `#${route}`;
  window.location.reload();
}

const linkTo = (route: string) => ({
  href: `#${route}`,
  onClick: (event: { preventDefault: () => void }) => {
    event.preventDefault();
    openPublicPage(route);
  },
});

/** Under the client cabinet's sign-in form: registration (A8), join (A9), recovery (A10), the bank (A7). */
export function OnboardingLinks({ translate }: { translate: Translate }) {
  if (window.location.pathname.split('/')[1] !== 'cabinet') return null;
  return (
    <Stack spacing={1} sx={{ px: 2, pb: 2, width: 320 }}>
      <Button variant="outlined" onClick={() => void startBankSignIn()} fullWidth>
        {translate('app.onboarding.bank')}
      </Button>
      <Link {...linkTo('/registration')}>{translate('app.onboarding.register')}</Link>
      <Link {...linkTo('/join')}>{translate('app.onboarding.join')}</Link>
      <Link {...linkTo('/recovery')}>{translate('app.onboarding.forgot')}</Link>
    </Stack>
  );
}
