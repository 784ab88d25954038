import PaymentsIcon from '@mui/icons-material/Payments';
import type { ResourceModule } from '../../cabinets/types';
import { lazyScreen } from '../../cabinets/lazyScreen';

const PaymentList = lazyScreen(() => import('./PaymentList'), 'PaymentList');

const certificatePayments: ResourceModule = { list: PaymentList, icon: PaymentsIcon, recordRepresentation: 'number' };

export default certificatePayments;
