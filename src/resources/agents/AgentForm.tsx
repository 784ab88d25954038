import { useQuery } from '@tanstack/react-query';
import {
  BooleanInput,
  PasswordInput,
  SelectArrayInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  email,
  maxLength,
  regex,
  required,
  useCanAccess,
  useDataProvider,
} from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { PhoneMaskInput } from '../../components/PhoneMaskInput';
import { isMobilePhone } from '../../format/phone';
import { enumKey } from '../../../common/enumRegistry';
import { AGENT_ROLES, AGENT_TYPES } from './types';


const roleChoices = AGENT_ROLES.map((role) => ({ id: role, name: `resources.agents.roles.${role}` }));
const typeChoices = AGENT_TYPES.map((type) => ({ id: type, name: enumKey('agentType', type) }));
const passwordRule = regex(/^\S{4,}$/, 'resources.agents.validation.passwordRule');
const phoneComplete = (value: string | undefined) => (isMobilePhone(value) ? undefined : 'resources.agents.validation.phoneIncomplete');

/** The subdivisions an admin may put agents into, named with their partner (the scoped flat list of G10). */
function useSubdivisionChoices(enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [], isPending } = useQuery({
    queryKey: ['agents', 'subdivision-choices'],
    queryFn: () => dataProvider.structureSubdivisions(),
    enabled,
  });
  return { isPending: enabled && isPending, choices: data.map((row) => ({ id: row.id, name: `${row.partner.name} / ${row.name}` })) };
}

/** Agents are blocked (AgentBlockButton), never deleted: the server has no DELETE /agents/{id}. */
function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/** G8 form: the password is required on create and optional (unchanged when empty) on edit; the subdivision is for admins (G9). */
export function AgentForm({ creating }: { creating: boolean }) {
  const { canAccess: placesAgents } = useCanAccess({ resource: 'agent-subdivision', action: 'edit' });
  const subdivisions = useSubdivisionChoices(!!placesAgents);
  return (
    <SimpleForm defaultValues={{ roles: ['AGENT'], type: 'NETTO', is_manager: false }} toolbar={<SaveOnlyToolbar />}>
      <TextInput source="name" validate={[required(), maxLength(255)]} fullWidth />
      <TextInput source="login" validate={[required(), maxLength(100)]} fullWidth />
      <PhoneMaskInput source="phone" validate={[required(), phoneComplete]} fullWidth />
      <TextInput source="email" type="email" validate={[required(), email()]} fullWidth />
      <PasswordInput
        source="password"
        validate={creating ? [required(), passwordRule] : passwordRule}
        helperText={creating ? undefined : 'resources.agents.helper.password'}
        autoComplete="new-password"
        fullWidth
      />
      <SelectArrayInput source="roles" choices={roleChoices} validate={required()} fullWidth />
      {placesAgents && (
        <SelectInput source="subdivision_id" choices={subdivisions.choices} isPending={subdivisions.isPending} emptyText="app.structure.noSubdivision" fullWidth />
      )}
      <SelectInput source="type" choices={typeChoices} validate={required()} />
      <BooleanInput source="is_manager" />
    </SimpleForm>
  );
}
