import { MenuItem, TextField } from '@mui/material';
import { SelectInput, type SelectInputProps, useTranslate } from 'react-admin';
import { SERVICE_UNITS, type ServiceUnit } from '../../../common/enums';
import { enumKey } from '../../../common/enumRegistry';
import { enumLabel } from '../../i18n/enumLabel';

/** The units a service's limit may count, for react-admin's choice inputs: chosen, never typed. */
export const UNIT_CHOICES = SERVICE_UNITS.map((id) => ({ id, name: enumKey('serviceUnit', id) }));

/** A form's unit (react-admin): one of the known units, none left as null (unlimited). */
export function UnitInput(props: Omit<SelectInputProps, 'choices'>) {
  return <SelectInput source="unit" choices={UNIT_CHOICES} parse={(value: string) => value || null} {...props} />;
}

/** A unit picked outside a react-admin form (a tariff's attach row); '' is none. */
export function UnitSelect({ value, onChange, label }: { value: ServiceUnit | ''; onChange: (unit: ServiceUnit | '') => void; label: string }) {
  const translate = useTranslate();
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value as ServiceUnit | '')} sx={{ minWidth: 160 }}>
      <MenuItem value="">{translate('app.units.none')}</MenuItem>
      {SERVICE_UNITS.map((unit) => (
        <MenuItem key={unit} value={unit}>
          {enumLabel(translate, 'serviceUnit', unit)}
        </MenuItem>
      ))}
    </TextField>
  );
}
