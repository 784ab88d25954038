import Business from '@mui/icons-material/Business';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Folder from '@mui/icons-material/Folder';
import Person from '@mui/icons-material/Person';
import { Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { StructureAgent, StructurePartner, StructureSubdivision } from './types';

const INDENT = 3;

function Branch({ icon, label, depth, children }: { icon: ReactNode; label: string; depth: number; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  // each node is a list item holding its button and its folded sub-list: a list holds items only (axe `list`)
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setOpen(!open)} sx={{ pl: 2 + depth * INDENT }} aria-expanded={open}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={label} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding>{children}</List>
      </Collapse>
    </ListItem>
  );
}

function AgentItem({ agent, depth }: { agent: StructureAgent; depth: number }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { canAccess: opensCard } = useCanAccess({ resource: 'structure', action: 'show' });
  const marks = [agent.is_manager && translate('app.structure.manager'), agent.blocked && translate('app.structure.blocked')].filter(Boolean);
  return (
    <ListItem disablePadding>
      <ListItemButton sx={{ pl: 2 + depth * INDENT }} disabled={!opensCard} onClick={() => navigate(`/structure-agents/${agent.id}`)}>
        <ListItemIcon>
          <Person color={agent.blocked ? 'disabled' : 'action'} />
        </ListItemIcon>
        <ListItemText primary={agent.name} secondary={[agent.login, ...marks].filter(Boolean).join(' · ')} />
      </ListItemButton>
    </ListItem>
  );
}

function SubdivisionBranch({ node, depth }: { node: StructureSubdivision; depth: number }) {
  return (
    <Branch icon={<Folder />} label={node.name} depth={depth}>
      {node.children.map((child) => (
        <SubdivisionBranch key={child.id} node={child} depth={depth + 1} />
      ))}
      {node.agents.map((agent) => (
        <AgentItem key={agent.id} agent={agent} depth={depth + 1} />
      ))}
    </Branch>
  );
}

/** G10: partner → subdivisions (nested) → agents, as nested MUI lists that fold. */
export function StructureTree({ partners }: { partners: StructurePartner[] }) {
  return (
    <List aria-label="structure">
      {partners.map((partner) => (
        <Branch key={partner.id} icon={<Business />} label={partner.name} depth={0}>
          {partner.subdivisions.map((node) => (
            <SubdivisionBranch key={node.id} node={node} depth={1} />
          ))}
          {partner.agents.map((agent) => (
            <AgentItem key={agent.id} agent={agent} depth={1} />
          ))}
        </Branch>
      ))}
    </List>
  );
}
