import { Alert, Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, Loading, useDataProvider, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { RegistrationForm } from './RegistrationForm';

/** The refusals of GET /partner/invitations/one/{id} (A11) the page names in its own words. */
const REFUSALS: Record<number, string> = { 404: 'app.invitation.notFound', 410: 'app.invitation.inactive' };

function refusalOf(error: Error, translate: (key: string) => string) {
  const key = error instanceof HttpError ? REFUSALS[error.status] : undefined;
  return key ? translate(key) : error.message;
}

/** A11: the public page /join/invitation/{id}: loads the invitation, shows its form, then sends the new agent to sign in. */
export function InvitationRegistrationPage() {
  const { id = '' } = useParams<'id'>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [registered, setRegistered] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { data: invitation, error, isPending } = useQuery({
    queryKey: ['invitation', id],
    queryFn: () => dataProvider.publicInvitation(id),
    retry: false,
  });

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 2, minHeight: '100vh', alignItems: 'flex-start' }}>
      <Card sx={{ width: '100%', maxWidth: 480, mt: 6 }}>
        <CardContent>
          <Typography variant="h5" gutterBottom>
            {translate('app.invitation.title')}
          </Typography>
          {isPending && <Loading />}
          {error && <Alert severity="error">{refusalOf(error, translate)}</Alert>}
          {registered && (
            <Alert severity="success">
              {translate('app.invitation.registered')}{' '}
              <Link component={RouterLink} to="/login">
                {translate('app.invitation.signIn')}
              </Link>
            </Alert>
          )}
          {invitation && !registered && (
            <>
              <Typography color="text.secondary" gutterBottom>
                {translate('app.invitation.partner', { name: invitation.partner_name })}
              </Typography>
              {failure && <Alert severity="error">{failure}</Alert>}
              <RegistrationForm invitation={invitation} onRegistered={() => setRegistered(true)} onFailed={setFailure} />
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
