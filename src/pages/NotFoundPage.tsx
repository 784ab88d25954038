import { Box, Button, Typography } from '@mui/material';
import Home from '@mui/icons-material/Home';
import { Link } from 'react-router-dom';
import { PageTitle } from '../layout/PageTitle';
import { useTranslate } from 'react-admin';

/** B4: the catch-all page; its button goes to the cabinet root, which redirects to the cabinet's home (B2). */
export function NotFoundPage() {
  const translate = useTranslate();
  const title = translate('app.pages.notFound.title');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 8, textAlign: 'center' }}>
      <PageTitle title={title} />
      <Typography variant="h1" component="p" color="text.secondary">
        {translate('app.pages.notFound.status')}
      </Typography>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Button variant="contained" component={Link} to="/" startIcon={<Home />}>
        {translate('app.pages.notFound.home')}
      </Button>
    </Box>
  );
}
