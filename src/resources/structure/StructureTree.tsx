import Business from '@mui/icons-material/Business';
import CreateNewFolder from '@mui/icons-material/CreateNewFolder';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import Edit from '@mui/icons-material/Edit';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Folder from '@mui/icons-material/Folder';
import Person from '@mui/icons-material/Person';
import { Box, Collapse, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { type NodeRef, type StructureDialog, useStructureEditing } from './editing';
import type { StructureAgent, StructurePartner, StructureSubdivision } from './types';

const INDENT = 3;

/** A button of a node's actions, named by the action and the node for screen readers and tests. */
function NodeAction({ label, node, icon, dialog }: { label: string; node: NodeRef; icon: ReactNode; dialog: StructureDialog }) {
  const translate = useTranslate();
  const { open } = useStructureEditing();
  const name = `${translate(label)}: ${node.name}`;
  return (
    <IconButton aria-label={name} title={name} onClick={() => open(dialog)}>
      {icon}
    </IconButton>
  );
}

function Branch({ icon, label, depth, actions, children }: { icon: ReactNode; label: string; depth: number; actions?: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  // each node is a list item holding its button, its actions and its folded sub-list: a list holds items only (axe `list`)
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <ListItemButton onClick={() => setOpen(!open)} sx={{ pl: 2 + depth * INDENT }} aria-expanded={open}>
          <ListItemIcon>{icon}</ListItemIcon>
          <ListItemText primary={label} />
          {open ? <ExpandLess /> : <ExpandMore />}
        </ListItemButton>
        {actions}
      </Box>
      <Collapse in={open} unmountOnExit>
        <List disablePadding>{children}</List>
      </Collapse>
    </ListItem>
  );
}

function AgentItem({ agent, partner, depth }: { agent: StructureAgent; partner: StructurePartner; depth: number }) {
  const translate = useTranslate();
  const { movesAgents } = useStructureEditing();
  const navigate = useNavigate();
  const { canAccess: opensCard } = useCanAccess({ resource: 'structure', action: 'show' });
  const marks = [agent.is_manager && translate('app.structure.manager'), agent.blocked && translate('app.structure.blocked')].filter(Boolean);
  const move = movesAgents ? (
    <NodeAction label="app.structure.actions.move" node={agent} icon={<DriveFileMove />} dialog={{ kind: 'move', agent, partner }} />
  ) : undefined;
  return (
    <ListItem disablePadding secondaryAction={move}>
      <ListItemButton sx={{ pl: 2 + depth * INDENT }} disabled={!opensCard} onClick={() => navigate(`/structure-agents/${agent.id}`)}>
        <ListItemIcon>
          <Person color={agent.blocked ? 'disabled' : 'action'} />
        </ListItemIcon>
        <ListItemText primary={agent.name} secondary={[agent.login, ...marks].filter(Boolean).join(' · ')} />
      </ListItemButton>
    </ListItem>
  );
}

function SubdivisionBranch({ node, partner, depth }: { node: StructureSubdivision; partner: StructurePartner; depth: number }) {
  const { editsNodes } = useStructureEditing();
  const actions = editsNodes ? (
    <>
      <NodeAction label="app.structure.actions.addChild" node={node} icon={<CreateNewFolder />} dialog={{ kind: 'add', under: node }} />
      <NodeAction label="app.structure.actions.rename" node={node} icon={<Edit />} dialog={{ kind: 'rename', node }} />
      <NodeAction label="app.structure.actions.delete" node={node} icon={<DeleteOutline />} dialog={{ kind: 'delete', node }} />
    </>
  ) : undefined;
  return (
    <Branch icon={<Folder />} label={node.name} depth={depth} actions={actions}>
      {node.children.map((child) => (
        <SubdivisionBranch key={child.id} node={child} partner={partner} depth={depth + 1} />
      ))}
      {node.agents.map((agent) => (
        <AgentItem key={agent.id} agent={agent} partner={partner} depth={depth + 1} />
      ))}
    </Branch>
  );
}

function PartnerBranch({ partner }: { partner: StructurePartner }) {
  const { editsNodes } = useStructureEditing();
  const add = editsNodes ? (
    <NodeAction label="app.structure.actions.addChild" node={partner} icon={<CreateNewFolder />} dialog={{ kind: 'add', under: partner }} />
  ) : undefined;
  return (
    <Branch icon={<Business />} label={partner.name} depth={0} actions={add}>
      {partner.subdivisions.map((node) => (
        <SubdivisionBranch key={node.id} node={node} partner={partner} depth={1} />
      ))}
      {partner.agents.map((agent) => (
        <AgentItem key={agent.id} agent={agent} partner={partner} depth={1} />
      ))}
    </Branch>
  );
}

/** G10: partner → subdivisions (nested) → agents, as nested MUI lists that fold; its actions as the caller may. */
export function StructureTree({ partners }: { partners: StructurePartner[] }) {
  return (
    <List aria-label="structure">
      {partners.map((partner) => (
        <PartnerBranch key={partner.id} partner={partner} />
      ))}
    </List>
  );
}
