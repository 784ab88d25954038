import { Button, Stack } from '@mui/material';
import { RadioButtonGroupInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSaleApi } from './useSaleApi';

/** Sales and lookup errors stay on screen for 6 s (D1, D3). */
export const SALE_ERROR_MS = 6000;

const CUSTOMER_TYPES = [
  { id: 'individual', name: 'app.sale.customerTypes.individual' },
  { id: 'legal', name: 'app.sale.customerTypes.legal' },
];

/** Individual or legal entity; for a legal entity the INN/OGRN lookup (D3) fills company and addresses. */
export function LegalFields() {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useSaleApi();
  const { getValues, setValue } = useFormContext();
  const customerType = useWatch({ name: 'customerType' });

  async function lookup() {
    try {
      const found = await api.company(String(getValues('inn') ?? '').trim());
      for (const field of ['company', 'postal', 'legal'] as const) setValue(field, found[field], { shouldDirty: true });
    } catch (error) {
      const message = (error as Error).message;
      const description = translate('app.sale.lookupError');
      notify(message && message !== description ? `${message}. ${description}` : description, { type: 'error', autoHideDuration: SALE_ERROR_MS });
    }
  }

  return (
    <>
      <RadioButtonGroupInput source="customerType" label="app.sale.fields.customerType" choices={CUSTOMER_TYPES} row />
      {customerType === 'legal' && (
        <>
          <Stack direction="row" spacing={2} alignItems="center">
            <TextInput source="inn" label="app.sale.fields.inn" />
            <Button variant="outlined" onClick={lookup}>
              {translate('app.sale.lookup')}
            </Button>
          </Stack>
          <TextInput source="company" label="app.sale.fields.company" />
          <TextInput source="postal" label="app.sale.fields.postal" />
          <TextInput source="legal" label="app.sale.fields.legal" />
        </>
      )}
    </>
  );
}
