import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** The admin's choice of the partner the registry's certificates are sold under (GET /partners/all). */
export function PartnerPicker({ value, onChange }: { value: string; onChange: (partnerId: string) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: partners = [] } = useQuery({
    queryKey: ['certificates-registers', 'partners'],
    queryFn: () => dataProvider.call<{ id: string; name: string }[]>('GET', '/partners/all'),
  });
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
