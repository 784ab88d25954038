import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { type RaRecord, SelectInput, type Validator, useDataProvider } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { AppDataProvider } from '../../../../dataProvider';

const pickedOnTariffCard: Validator = (value, values) => (values.variant === 'tariff' && !value ? 'ra.validation.required' : undefined);

/**
 * The tariff option card's picker (F8): an additional service of the catalogue, whose name, description, limit, unit and
 * autobot mark fill the form, still editable. A failed load leaves the list empty.
 */
export function AdditionalServiceInput() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { setValue } = useFormContext();
  const { data = [], isPending } = useQuery({
    queryKey: ['services', 'additional'],
    queryFn: ({ signal }) => dataProvider.additionalServices(signal),
    retry: false,
  });

  const prefill = (event: ChangeEvent<HTMLInputElement> | RaRecord) => {
    const id = 'target' in event ? event.target.value : event.id;
    const service = data.find((item) => item.id === id);
    if (!service) return;
    const fill = (name: string, value: unknown) => setValue(name, value, { shouldDirty: true, shouldValidate: true });
    fill('name', service.name);
    fill('description', service.description ?? '');
    fill('unlimited', !service.unit);
    fill('limit', service.unit ? service.limit : null);
    fill('unit', service.unit);
    fill('bot', service.bot === 'AUTOBOT');
  };

  return (
    <SelectInput
      source="service_id"
      label="app.clientOptions.service"
      choices={data}
      isPending={isPending}
      validate={pickedOnTariffCard}
      onChange={prefill}
      helperText={!isPending && !data.length ? 'app.clientOptions.noAdditional' : undefined}
      fullWidth
    />
  );
}
