import { services } from '../../../common/resources/services';
import { declaredCreate } from '../declared/DeclaredEdit';
import { ServiceForm } from './ServiceForm';

/** A create page rather than F6's modal: react-admin's CreateDialog is not in the open-source core (docs/decisions.md F6). */
export const ServiceCreate = declaredCreate(services, ServiceForm);
