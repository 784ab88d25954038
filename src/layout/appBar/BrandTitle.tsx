import { Box, Chip, Typography } from '@mui/material';
import { TitlePortal, useTranslate } from 'react-admin';
import { hostConfig } from '../../config/hosts';

/** The host's brand logo and title, the staging mark (N8) and the page title slot. */
export function BrandTitle() {
  const translate = useTranslate();
  const { brand, staging } = hostConfig();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1, minWidth: 0 }}>
      <Box component="img" src={brand.logo} alt="" sx={{ width: 28, height: 28, flexShrink: 0 }} />
      <Typography variant="h6" noWrap sx={{ display: { xs: 'none', sm: 'block' } }}>
        {translate(brand.titleKey)}
      </Typography>
      {staging && <Chip size="small" color="warning" label={translate('app.layout.staging')} sx={{ flexShrink: 0 }} />}
      <TitlePortal variant="subtitle1" noWrap sx={{ ml: { xs: 0, sm: 2 }, minWidth: 0, display: { xs: 'none', sm: 'block' } }} />
    </Box>
  );
}
