import { Stack } from '@mui/material';
import { RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { CLIENT_TYPES, type ClientType } from '../../../common/resources/clients';

const ENTITY_FIELDS = ['company', 'inn', 'ogrn', 'postal', 'legal'] as const;

/** Individual or legal entity; a legal entity's company details (E5, E4). */
export function ClientEntityInputs() {
  const translate = useTranslate();
  const type = useWatch<{ type: ClientType }>({ name: 'type' });
  const choices = CLIENT_TYPES.map((id) => ({ id, name: translate(`resources.clients.choices.type.${id}`) }));
  return (
    <>
      <RadioButtonGroupInput source="type" choices={choices} label={false} helperText={false} />
      {type === 'LEGAL' && (
        <Stack direction="row" flexWrap="wrap" useFlexGap columnGap={2} sx={{ width: '100%' }}>
          {ENTITY_FIELDS.map((field) => (
            <TextInput key={field} source={`entity.${field}`} sx={{ flex: '1 1 240px' }} helperText={false} />
          ))}
        </Stack>
      )}
    </>
  );
}
