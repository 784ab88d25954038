import Description from '@mui/icons-material/Description';
import { Alert, LinearProgress, List, ListItemButton, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useFileDownload } from '../../components/useFileDownload';
import { CopyField } from './CopyField';
import { TermsTable } from './TermsTable';
import { usePartnerProgram } from './usePartnerData';

/** L3 /program: the partner's terms, referral link, sale widget, materials and the G11 consent status. */
export function PartnerProgramPage() {
  const translate = useTranslate();
  const download = useFileDownload();
  const { data: program, isPending, error } = usePartnerProgram();
  if (isPending) return <LinearProgress />;
  if (error || !program) return <Typography color="error">{error?.message}</Typography>;
  const { consent } = program;
  return (
    <Stack spacing={3} sx={{ p: 2 }}>
      <Title title={translate('app.partnerCabinet.program.title')} />
      <Typography variant="h6">{program.partner.name}</Typography>
      <TermsTable terms={program.terms} />
      <Typography variant="subtitle1">{translate('app.partnerCabinet.program.links')}</Typography>
      <CopyField label="app.partnerCabinet.program.shopLink" value={program.links.shop} />
      <Typography variant="subtitle1">{translate('app.partnerCabinet.program.widget')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.partnerCabinet.program.widgetHint')}
      </Typography>
      <CopyField label="app.partnerCabinet.program.snippet" value={program.widget.snippet} multiline />
      <CopyField label="app.partnerCabinet.program.cardsSnippet" value={program.widget.cards} multiline />
      <Typography variant="subtitle1">{translate('app.partnerCabinet.program.materials')}</Typography>
      {program.materials.length ? (
        <List dense>
          {program.materials.map((file) => (
            <ListItemButton key={file.id} onClick={() => void download((api) => api.downloadPartnerDocument(file.id), file.original_name)}>
              <ListItemIcon>
                <Description />
              </ListItemIcon>
              <ListItemText primary={file.original_name} />
            </ListItemButton>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{translate('app.partnerCabinet.program.noMaterials')}</Typography>
      )}
      <Typography variant="subtitle1">{translate('app.partnerCabinet.program.consent')}</Typography>
      <Alert severity={consent.clickProgram ? 'info' : 'success'} data-testid="program-consent">
        {consent.clickProgram
          ? translate('app.partnerCabinet.program.consentClick', { accepted: consent.accepted, agents: consent.agents })
          : translate('app.partnerCabinet.program.consentNone')}
      </Alert>
    </Stack>
  );
}
