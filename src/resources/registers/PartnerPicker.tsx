import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLookup } from '../../dataProvider';

/** The admin's choice of the partner the registry's certificates are sold under (GET /partners/all). */
export function PartnerPicker({ value, onChange }: { value: string; onChange: (partnerId: string) => void }) {
  const translate = useTranslate();
  const { data: partners } = useLookup('partners');
  return (
    <TextField select fullWidth size="small" label={translate('resources.certificates-registers.upload.partner')} value={value} onChange={(event) => onChange(event.target.value)}>
      {partners.map((partner) => (
        <MenuItem key={partner.id} value={partner.id}>
          {partner.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
