import { Box } from '@mui/material';

/** The instruction as the server stored it: sanitized on every save (server/modules/instruction/sanitize.ts). */
export function InstructionHtml({ html }: { html: string }) {
  return <Box className="work-instruction" sx={{ '& img': { maxWidth: '100%' }, '& table': { borderCollapse: 'collapse' }, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
