import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CertificateChoice } from '../../dataProvider/contentApi';

export interface FilledFor {
  certificateId: string;
  shared: boolean;
}

/**
 * Whose seller reads the pass (issue 23): the certificate it is filled for, asked only when the client has several
 * (the server offers the newest of each seller; with one it takes that), and the consent to show it to every seller.
 */
export function FilledForFields({ certificates, value, error, onChange }: { certificates: CertificateChoice[]; value: FilledFor; error?: string; onChange: (value: FilledFor) => void }) {
  const translate = useTranslate();
  if (!certificates.length) return null;
  return (
    <Stack spacing={1}>
      {certificates.length > 1 && (
        <TextField
          select
          required
          label={translate('app.questionnaires.certificate')}
          value={value.certificateId}
          onChange={(event) => onChange({ ...value, certificateId: event.target.value })}
          error={!!error}
          helperText={error ?? translate('app.questionnaires.certificateHint')}
        >
          {certificates.map((certificate) => (
            <MenuItem key={certificate.id} value={certificate.id}>
              {[`№ ${certificate.number}`, certificate.rate_name].filter(Boolean).join(' — ')}
            </MenuItem>
          ))}
        </TextField>
      )}
      <FormControlLabel
        label={translate('app.questionnaires.share')}
        control={<Checkbox checked={value.shared} onChange={(_, shared) => onChange({ ...value, shared })} />}
      />
    </Stack>
  );
}
