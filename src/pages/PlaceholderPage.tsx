import { Box, Typography } from '@mui/material';
import Construction from '@mui/icons-material/Construction';
import { useTranslate } from 'react-admin';
import { PageTitle } from '../layout/PageTitle';

/** Stands for a screen that is declared in the cabinet but not built yet, so menu and home links work. */
export function PlaceholderPage() {
  const translate = useTranslate();
  const text = translate('app.pages.placeholder');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 4 }}>
      <PageTitle title={text} />
      <Construction color="disabled" />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
