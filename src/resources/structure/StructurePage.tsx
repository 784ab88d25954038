import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { QueryPage } from '../../components/QueryPage';
import type { AppDataProvider } from '../../dataProvider';
import { StructureTree } from './StructureTree';

/** /structure-agents (G10): the caller's part of the structure; the server decides the scope. */
export function StructurePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['structure', 'tree'],
    queryFn: () => dataProvider.agentStructure(),
  });
  return (
    <QueryPage title="app.structure.title" query={query}>
      {(partners) => (partners.length ? <StructureTree partners={partners} /> : <Typography>{translate('app.structure.empty')}</Typography>)}
    </QueryPage>
  );
}
