import { Typography } from '@mui/material';
import { useState } from 'react';
import { TextInput, email, required, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { isCompletePhone, unformatPhone } from '../../format/phone';
import { PhoneMaskInput } from '../../components/PhoneMaskInput';
import { useSaleApi } from './useSaleApi';

/** Client phone, e-mail and name; leaving the phone or e-mail asks whether the client exists (E7) and shows its name. */
export function ClientFields() {
  const translate = useTranslate();
  const api = useSaleApi();
  const { getValues } = useFormContext();
  // E7: the reply names the client only to a seller who may open it; a bare 'exists' still warns
  const [existing, setExisting] = useState<{ name: string | null } | null>(null);

  async function checkExisting() {
    const typed: string = getValues('phone') ?? '';
    const phone = isCompletePhone(typed) ? unformatPhone(typed) : '';
    const mail = (getValues('email') ?? '').trim();
    if (!phone && !mail) return;
    try {
      const reply = await api.clientExists(phone, mail);
      setExisting(reply.exist ? { name: reply.name } : null);
    } catch {
      // the check only helps the seller; without it (or without the endpoint) the sale still works
      setExisting(null);
    }
  }

  return (
    <>
      <PhoneMaskInput source="phone" label="app.sale.fields.phone" validate={required('app.sale.validation.phone')} onBlur={checkExisting} />
      <TextInput source="email" label="app.sale.fields.email" validate={[required('app.sale.validation.email'), email()]} onBlur={checkExisting} />
      {existing && (
        <Typography variant="body2" color="primary" data-testid="existing-client">
          {existing.name ? translate('app.sale.existing', { name: existing.name }) : translate('app.sale.existingUnnamed')}
        </Typography>
      )}
      <TextInput source="name" label="app.sale.fields.name" validate={required('app.sale.validation.name')} />
    </>
  );
}
