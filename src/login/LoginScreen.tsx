import type { ReactNode } from 'react';
import { Avatar, Box, Card, Typography } from '@mui/material';
import { hostConfig } from '../config/hosts';
import { LoginForm, type LoginFormProps } from './LoginForm';
import { OnboardingLinks } from './OnboardingLinks';

/** The background and card of react-admin's <Login>, which this page replaces so it loads without react-admin. */
const pageSx = {
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  height: '1px',
  alignItems: 'center',
  justifyContent: 'flex-start',
  backgroundRepeat: 'no-repeat',
  backgroundSize: 'cover',
  backgroundImage: 'radial-gradient(circle at 50% 14em, #313264 0%, #00023b 60%, #00023b 100%)',
} as const;

/** A1: the sign-in page of every cabinet, with the brand of the host (N2). */
export function LoginScreen({ translate, signIn, languageSwitch }: LoginFormProps & { languageSwitch?: ReactNode }) {
  const { brand } = hostConfig();
  return (
    <Box sx={pageSx}>
      <Card sx={{ minWidth: 300, mt: '6em' }}>
        <Box sx={{ m: '1em', display: 'flex', justifyContent: 'center' }}>
          <Avatar>
            <Box component="img" src={brand.logo} alt="" sx={{ width: 40, height: 40 }} />
          </Avatar>
        </Box>
        <Typography variant="h6" align="center">
          {translate(brand.titleKey)}
        </Typography>
        <Typography variant="body2" align="center" color="text.secondary">
          {translate('app.pages.login.title')}
        </Typography>
        <LoginForm translate={translate} signIn={signIn} />
        <OnboardingLinks translate={translate} />
        {languageSwitch}
      </Card>
    </Box>
  );
}
