import { useState } from 'react';
import { Collapse, List, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useLocation } from 'react-router-dom';
import { useSidebarState, useTranslate } from 'react-admin';
import { labelKeyOf, type MenuEntry } from './menuEntries';
import { MenuEntryLink } from './MenuEntryLink';

/** A menu entry with sub-entries; it starts open when the current address is inside one of them. */
export function SubMenu({ entry }: { entry: MenuEntry }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [sidebarOpen] = useSidebarState();
  const inside = (entry.children ?? []).some((child) => pathname.startsWith(child.path));
  const [open, setOpen] = useState(inside);
  const Icon = entry.icon;

  return (
    <>
      <MenuItem onClick={() => setOpen(!open)} aria-expanded={open}>
        <ListItemIcon sx={{ minWidth: 5 }}>
          <Icon />
        </ListItemIcon>
        {sidebarOpen && <ListItemText primary={translate(labelKeyOf(entry))} sx={{ pl: 2 }} />}
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List component="div" disablePadding sx={{ pl: sidebarOpen ? 2 : 0 }}>
          {(entry.children ?? []).map((child) => (
            <MenuEntryLink key={child.id} entry={child} />
          ))}
        </List>
      </Collapse>
    </>
  );
}
