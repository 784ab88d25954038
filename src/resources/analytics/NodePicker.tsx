import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider, StatsNode } from '../../dataProvider';
import { type PickableNode, nodeKey, structureNodes } from './structureNodes';

const OWN = 'own';

interface NodePickerProps {
  value: StatsNode | undefined;
  onChange: (node: PickableNode | undefined) => void;
}

/**
 * L1: an agent admin or partner admin picks a subdivision or an agent of its own structure, or its own
 * figures. The list is the structure the server cuts to the caller's scope; the stats call re-checks the node.
 */
export function NodePicker({ value, onChange }: NodePickerProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: nodes = [] } = useQuery({ queryKey: ['structure', 'analytics-nodes'], queryFn: async () => structureNodes(await dataProvider.agentStructure()) });
  const selected = value && nodes.some((node) => nodeKey(node) === nodeKey(value)) ? nodeKey(value) : OWN;
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 280 }}
      label={translate('app.analyticsPage.node.label')}
      value={selected}
      onChange={(event) => onChange(nodes.find((node) => nodeKey(node) === event.target.value))}
    >
      <MenuItem value={OWN}>{translate('app.analyticsPage.own')}</MenuItem>
      {nodes.map((node) => (
        <MenuItem key={nodeKey(node)} value={nodeKey(node)} sx={{ pl: 2 + node.depth * 2 }}>
          {translate(`app.analyticsPage.node.${node.type}`, { name: node.name })}
        </MenuItem>
      ))}
    </TextField>
  );
}
