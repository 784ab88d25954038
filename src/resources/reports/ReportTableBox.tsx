import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A report's table is wider than a laptop's content area. react-admin's layout grows to fit its content and its
 * content column lies above the fixed menu: a page pushed wider scrolls sideways over the menu. Sized without its
 * content (inline-size containment), this box takes the room it is given and scrolls inside.
 */
export function ReportTableBox({ children }: { children: ReactNode }) {
  return <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>{children}</Box>;
}
