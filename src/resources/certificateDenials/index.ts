import BlockIcon from '@mui/icons-material/Block';
import type { ResourceModule } from '../../cabinets/types';
import { CertificateDenialList } from '../certificates/CertificateList';

/** /certificates-denial (C14): the certificate list narrowed to blocked and cancelled ones. */
const certificateDenials: ResourceModule = { list: CertificateDenialList, icon: BlockIcon, recordRepresentation: 'number' };

export default certificateDenials;
