import { services } from '../../../common/resources/services';
import { declaredEdit } from '../declared/DeclaredEdit';
import { ServiceForm } from './ServiceForm';

/** F7 with the service's own form (the 'unlimited' switch); the page itself is generated. */
export const ServiceEdit = declaredEdit(services, ServiceForm);
