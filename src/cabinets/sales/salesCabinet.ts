import certificates from '../../resources/certificates';
import services from '../../resources/services';
import type { CabinetDefinition } from '../types';

/**
 * The sales cabinet's sections (route table S1 §2.2). A screen that gets built replaces its placeholder
 * with `{ resource: '<name>', module: <import from src/resources/<name>> }`.
 */
export const salesCabinet: CabinetDefinition = {
  cabinet: 'sales',
  sections: [
    { resource: 'certificates', module: certificates },
    { placeholder: '/certificates-sale' },
    { placeholder: '/certificates-denial' },
    { placeholder: '/certificates-payments' },
    { placeholder: '/certificates-registers' },
    { resource: 'services', module: services },
    { placeholder: '/tariffs' },
    { placeholder: '/promo' },
    { placeholder: '/partners' },
    { placeholder: '/staff' },
    { placeholder: '/structure-agents' },
    { placeholder: '/support' },
    { placeholder: '/chat' },
    { placeholder: '/chat-new' },
    { placeholder: '/questionarie' },
    { placeholder: '/analytics' },
    { placeholder: '/documents' },
    { placeholder: '/sms' },
    { placeholder: '/email' },
    { placeholder: '/stories' },
    { placeholder: '/orders-list' },
    { placeholder: '/cashbox' },
    { placeholder: '/cashbox-history' },
    { placeholder: '/sign-docs' },
    { placeholder: '/generate-certificate' },
    { placeholder: '/settings' },
  ],
  redirects: { '/staff': '/staff/users', '/settings': '/settings/templates' },
};
