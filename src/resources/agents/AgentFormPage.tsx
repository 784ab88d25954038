import { Create, Edit } from 'react-admin';
import { useParams } from 'react-router-dom';
import { RecordTitle } from '../../components/RecordTitle';
import { AgentForm } from './AgentForm';

const LIST = '/staff/agents';

/** /staff/agents/edit/:id? (G8): with an id the agent's form, without one a new agent. Saves are pessimistic so field errors land under the fields. */
export function AgentFormPage() {
  const { id } = useParams();
  if (!id) {
    return (
      <Create resource="agents" redirect={LIST} title="resources.agents.page.create">
        <AgentForm creating />
      </Create>
    );
  }
  return (
    <Edit resource="agents" id={id} mutationMode="pessimistic" redirect={LIST} title={<RecordTitle i18nKey="resources.agents.page.edit" />}>
      <AgentForm creating={false} />
    </Edit>
  );
}
