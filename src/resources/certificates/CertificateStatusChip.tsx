import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CertificateStatus } from '../../../common/enums';

const COLOURS: Record<CertificateStatus, ChipProps['color']> = {
  PENDING: 'warning',
  ACTIVE: 'success',
  BLOCKED: 'error',
  EXPIRED: 'default',
  CANCELLED: 'default',
};

/**
 * A certificate's status as the server answers it (issue 27), in the certificates' own words (their texts load with the
 * list's first screen, the enum catalogue later), with a detail after it (a block's reason).
 */
export function CertificateStatusChip({ status, detail, ...props }: { status: CertificateStatus; detail?: string | null } & Omit<ChipProps, 'label' | 'color'>) {
  const translate = useTranslate();
  const label = translate(`resources.certificates.choices.status.${status}`);
  return <Chip size="small" color={COLOURS[status]} label={detail ? `${label}: ${detail}` : label} data-status={status} {...props} />;
}
