import PaymentsIcon from '@mui/icons-material/Payments';
import type { ResourceModule } from '../../cabinets/types';
import { PaymentList } from './PaymentList';

const certificatePayments: ResourceModule = { list: PaymentList, icon: PaymentsIcon, recordRepresentation: 'number' };

export default certificatePayments;
