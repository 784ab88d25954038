import ArrowBack from '@mui/icons-material/ArrowBack';
import { Card, CardContent } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { BooleanField, FunctionField, Labeled, Loading, RecordContextProvider, TextField, Title, useDataProvider } from 'react-admin';
import { LabelledButton } from '../../components/LabelledButton';
import { Link, useParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { formatPhone } from '../../format';
import type { AgentRecord } from '../agents/types';

/** /structure-agents/:id (G10, ADMIN): the agent card opened from the tree. */
export function StructureAgentCard() {
  const { id = '' } = useParams();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: ['structure', 'agent', id], queryFn: () => dataProvider.structureAgent(id) });
  if (!data) return <Loading />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.structure.card" />
      <CardContent>
        <LabelledButton component={Link} to="/structure-agents" label="app.structure.back">
          <ArrowBack />
        </LabelledButton>
        <RecordContextProvider value={data}>
          {(['name', 'login', 'email', 'type'] as const).map((source) => (
            <Labeled key={source} resource="agents" source={source} fullWidth>
              <TextField source={source} resource="agents" />
            </Labeled>
          ))}
          <Labeled resource="agents" source="phone" fullWidth>
            <FunctionField<AgentRecord> render={(record) => formatPhone(record.phone)} />
          </Labeled>
          <Labeled resource="agents" source="partner" fullWidth>
            <TextField source="partner.name" emptyText="—" />
          </Labeled>
          <Labeled resource="agents" source="subdivision" fullWidth>
            <TextField source="subdivision.name" emptyText="—" />
          </Labeled>
          <Labeled resource="agents" source="is_manager" fullWidth>
            <BooleanField source="is_manager" />
          </Labeled>
          <Labeled resource="agents" source="blocked" fullWidth>
            <BooleanField source="blocked" />
          </Labeled>
        </RecordContextProvider>
      </CardContent>
    </Card>
  );
}
