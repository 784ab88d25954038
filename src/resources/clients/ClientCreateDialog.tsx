import PersonAdd from '@mui/icons-material/PersonAdd';
import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, TextInput, Toolbar, useCreate, useNotify, useTranslate } from 'react-admin';
import { ClientDuplicateWarning } from './ClientDuplicateWarning';
import { ClientEntityInputs } from './ClientEntityInputs';
import { PhoneMaskInput } from '../../components/PhoneMaskInput';
import { validateEmail, validateName, validatePhone } from './clientValidators';
import { type ClientFormValues, newClientBody } from './clientForm';

const EMPTY: ClientFormValues = { name: '', phone: '', email: '', type: 'INDIVIDUAL', entity: null };

/** E5: the add-client modal (width 600) of the users list; a failure shows the P4 text. Existing matches show as they are typed (E7). */
export function ClientCreateDialog() {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [create] = useCreate();
  const submit = (values: Partial<ClientFormValues>) =>
    create(
      'clients',
      { data: newClientBody({ ...EMPTY, ...values }) },
      {
        returnPromise: false,
        onSuccess: () => {
          notify('app.clients.created', { type: 'success' });
          setOpen(false);
        },
        onError: () => notify('app.clients.serverError', { type: 'error' }),
      },
    );
  return (
    <>
      <Button startIcon={<PersonAdd />} onClick={() => setOpen(true)} size="small">
        {translate('app.clients.add')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth={false} slotProps={{ paper: { sx: { width: 600, maxWidth: '100%' } } }}>
        <DialogTitle>{translate('resources.clients.page.create')}</DialogTitle>
        <Form resource="clients" record={EMPTY} onSubmit={submit}>
          <DialogContent>
            <TextInput source="name" validate={validateName} fullWidth />
            <PhoneMaskInput source="phone" validate={validatePhone} fullWidth />
            <TextInput source="email" type="email" validate={validateEmail} fullWidth />
            <ClientDuplicateWarning onOpen={() => setOpen(false)} />
            <ClientEntityInputs />
          </DialogContent>
          <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
            <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
            {/* enabled on an untouched form too, so that saving it shows what is missing (O5) */}
            <SaveButton alwaysEnable />
          </Toolbar>
        </Form>
      </Dialog>
    </>
  );
}
