import { Button, Dialog, DialogContent, DialogTitle, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { BooleanInput, Form, HttpError, ResourceContextProvider, SaveButton, TextInput, Toolbar, type Validator, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ServiceLimitInputs } from '../../../services/ServiceLimitInputs';
import { serviceValidators } from '../../../services/validators';
import { AdditionalServiceInput } from './AdditionalServiceInput';
import { type OptionFormValues, type OptionVariant, toPrivilegePayload } from './types';

type FormValues = OptionFormValues & { variant: OptionVariant };

const EMPTY: FormValues = { variant: 'plain', service_id: null, name: '', description: '', limit: 0, unit: null, unlimited: false, bot: false };

/** O6: a plain card has only its own description, so it must have one; a catalogue option may leave it empty. */
const description: Validator[] = [
  (value, values) => (values.variant === 'plain' && !String(value ?? '').trim() ? 'app.clientOptions.descriptionRequired' : undefined),
  ...serviceValidators.description,
];

function VariantToggle() {
  const translate = useTranslate();
  const variant = useWatch({ name: 'variant' }) as OptionVariant;
  const { setValue } = useFormContext();
  return (
    <ToggleButtonGroup exclusive size="small" value={variant} onChange={(_, next: OptionVariant | null) => next && setValue('variant', next)} sx={{ mb: 2 }}>
      {(['plain', 'tariff'] as const).map((name) => (
        <ToggleButton key={name} value={name}>
          {translate(`app.clientOptions.variant.${name}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function TariffPicker() {
  return useWatch({ name: 'variant' }) === 'tariff' ? <AdditionalServiceInput /> : null;
}

/** The server's field errors go under the fields; anything else is the shared failure text (P4). */
function fieldErrors(error: unknown): Record<string, string> | undefined {
  const errors = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
  return errors && Object.keys(errors).length ? errors : undefined;
}

interface AddOptionDialogProps {
  clientId: string;
  onClose(): void;
  onCreate(body: ReturnType<typeof toPrivilegePayload>): Promise<unknown>;
}

/** E9: the add-service modal (width 754) with a plain card and a tariff option card; labels are the services form's. */
export function AddOptionDialog({ clientId, onClose, onCreate }: AddOptionDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const submit = async ({ variant, ...values }: Partial<FormValues>) => {
    try {
      await onCreate(toPrivilegePayload(clientId, variant ?? 'plain', { ...EMPTY, ...values }));
      notify('app.clientOptions.created', { type: 'success' });
      onClose();
      return undefined;
    } catch (error) {
      const errors = fieldErrors(error);
      if (!errors) notify('app.clientOptions.serverError', { type: 'error' });
      return errors;
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth={false} slotProps={{ paper: { sx: { width: 754, maxWidth: '100%' } } }}>
      <DialogTitle>{translate('app.clientOptions.dialogTitle')}</DialogTitle>
      <ResourceContextProvider value="services">
        <Form record={EMPTY} onSubmit={submit}>
          <DialogContent>
            <VariantToggle />
            <TariffPicker />
            <TextInput source="name" validate={serviceValidators.name} fullWidth />
            <TextInput source="description" multiline minRows={2} validate={description} fullWidth />
            <ServiceLimitInputs unitRequired={false} />
            <BooleanInput source="bot" />
          </DialogContent>
          <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SaveButton alwaysEnable />
          </Toolbar>
        </Form>
      </ResourceContextProvider>
    </Dialog>
  );
}
