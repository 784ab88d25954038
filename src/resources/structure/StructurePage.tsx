import { Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { StructureTree } from './StructureTree';

/** /structure-agents (G10): the caller's part of the structure; the server decides the scope. */
export function StructurePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: ['structure', 'tree'],
    queryFn: () => dataProvider.agentStructure(),
  });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.structure.title" />
      <CardContent>
        {isPending && <Loading />}
        {error && <Typography color="error">{error.message}</Typography>}
        {data && (data.length ? <StructureTree partners={data} /> : <Typography>{translate('app.structure.empty')}</Typography>)}
      </CardContent>
    </Card>
  );
}
