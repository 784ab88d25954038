import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CERTIFICATE_STATUSES, type CertificateStatus } from '../../../common/certificateStatus';

const COLOURS: Record<CertificateStatus, ChipProps['color']> = {
  PENDING: 'warning',
  ACTIVE: 'success',
  BLOCKED: 'error',
  EXPIRED: 'default',
  CANCELLED: 'default',
};

/** The status choices of the list's filter, labelled as the declaration's texts say them. */
export const STATUS_CHOICES = CERTIFICATE_STATUSES.map((status) => ({ id: status, name: `resources.certificates.choices.status.${status}` }));

/** A certificate's status as the server answers it (issue 27), with a detail after it (a block's reason). */
export function CertificateStatusChip({ status, detail, ...props }: { status: CertificateStatus; detail?: string | null } & Omit<ChipProps, 'label' | 'color'>) {
  const translate = useTranslate();
  const label = translate(`resources.certificates.choices.status.${status}`);
  return <Chip size="small" color={COLOURS[status]} label={detail ? `${label}: ${detail}` : label} data-status={status} {...props} />;
}
