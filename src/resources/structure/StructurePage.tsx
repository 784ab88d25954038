import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import { QueryPage } from '../../components/QueryPage';
import type { AppDataProvider } from '../../dataProvider';
import { type StructureDialog, StructureEditingContext } from './editing';
import { StructureDialogs } from './StructureDialogs';
import { StructureTree } from './StructureTree';

/** /structure-agents (G10): the caller's part of the structure; the server decides the scope and checks each change. */
export function StructurePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['structure', 'tree'],
    queryFn: () => dataProvider.agentStructure(),
  });
  const { canAccess: editsNodes = false } = useCanAccess({ resource: 'structure', action: 'edit' });
  const { canAccess: movesAgents = false } = useCanAccess({ resource: 'agent-subdivision', action: 'edit' });
  const [dialog, setDialog] = useState<StructureDialog | null>(null);
  const editing = useMemo(() => ({ editsNodes, movesAgents, open: setDialog }), [editsNodes, movesAgents]);
  return (
    <StructureEditingContext.Provider value={editing}>
      <QueryPage title="app.structure.title" query={query}>
        {(partners) => (partners.length ? <StructureTree partners={partners} /> : <Typography>{translate('app.structure.empty')}</Typography>)}
      </QueryPage>
      <StructureDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </StructureEditingContext.Provider>
  );
}
