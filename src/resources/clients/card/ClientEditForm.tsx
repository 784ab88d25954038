import { Button, Stack } from '@mui/material';
import { Form, NumberInput, SaveButton, TextInput, useNotify, useTranslate, useUpdate } from 'react-admin';
import { clients } from '../../../../common/resources/clients';
import { formatPhone } from '../../../format';
import { ClientEntityInputs } from '../ClientEntityInputs';
import { validateBonus, validateEmail, validateMoney, validateName } from '../clientValidators';
import { useFieldAccess, writableOnly } from '../../declared/useFieldAccess';
import { type ClientFormValues, changedClientBody } from '../clientForm';
import type { ClientRecord } from '../types';

const moneyRules = { min: 0, step: 100 };
const bonusRules = { min: 0, step: 1 };

/** E4: edit mode of the card. The phone is read-only; money and bonus are changed by their writers only (ADMIN, as declared). */
export function ClientEditForm({ record, onDone }: { record: ClientRecord; onDone(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [update] = useUpdate();
  const access = useFieldAccess();
  const mayChangeBalance = access.writes(clients.fields.money);
  const submit = (values: Partial<ClientFormValues>) =>
    update(
      'clients',
      { id: record.id, data: writableOnly(clients.fields, access)(changedClientBody(values as ClientFormValues)), previousData: record },
      {
        mutationMode: 'pessimistic',
        returnPromise: false,
        onSuccess: () => {
          notify('app.clients.saved', { type: 'success' });
          onDone();
        },
        onError: () => notify('app.clients.serverError', { type: 'error' }),
      },
    );
  return (
    <Form resource="clients" record={record} onSubmit={submit}>
      <Stack direction="row" flexWrap="wrap" useFlexGap columnGap={2}>
        <TextInput source="name" validate={validateName} sx={{ flex: '1 1 260px' }} />
        <TextInput source="phone" disabled format={formatPhone} sx={{ flex: '1 1 200px' }} />
        <TextInput source="email" type="email" validate={validateEmail} sx={{ flex: '1 1 260px' }} />
      </Stack>
      <Stack direction="row" columnGap={2}>
        <NumberInput source="money" {...moneyRules} validate={validateMoney} disabled={!mayChangeBalance} />
        <NumberInput source="bonus" {...bonusRules} validate={validateBonus} disabled={!mayChangeBalance} />
      </Stack>
      <ClientEntityInputs />
      <Stack direction="row" justifyContent="flex-end" spacing={1}>
        <Button onClick={onDone}>{translate('ra.action.cancel')}</Button>
        <SaveButton />
      </Stack>
    </Form>
  );
}
