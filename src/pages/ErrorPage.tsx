import { Box, Button, Typography } from '@mui/material';
import Home from '@mui/icons-material/Home';
import { Link } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';
import { useTranslate, type ErrorProps } from 'react-admin';

/**
 * B5: what a render failure shows (react-admin's `error` slot; react-admin clears it on the next
 * navigation). The error itself only in development builds.
 */
export function ErrorPage({ error }: ErrorProps) {
  const translate = useTranslate();
  const title = translate('app.pages.error.title');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8 }}>
      <PageTitle title={title} />
      <Typography variant="h5" component="h1" role="alert">
        {title}
      </Typography>
      {import.meta.env.DEV && error instanceof Error && (
        <Typography variant="body2" color="text.secondary" component="pre" sx={{ whiteSpace: 'pre-wrap' }}>
          {error.message}
        </Typography>
      )}
      <Button variant="contained" component={Link} to="/" startIcon={<Home />}>
        {translate('app.pages.notFound.home')}
      </Button>
    </Box>
  );
}
