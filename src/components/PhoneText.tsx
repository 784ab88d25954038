import { Box } from '@mui/material';
import { formatPhone } from '../format';

/** A phone number as tables show it: formatted, and never broken over lines (issue 27). */
export function PhoneText({ phone }: { phone: string | null | undefined }) {
  return (
    <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatPhone(phone)}
    </Box>
  );
}
