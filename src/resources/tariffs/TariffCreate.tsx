import { tariffs } from '../../../common/resources/tariffs';
import { declaredCreate } from '../declared/DeclaredEdit';
import { TariffForm } from './TariffForm';

/** F2 create; then the tariff's page (the declared `page`), where services are attached. */
export const TariffCreate = declaredCreate(tariffs, TariffForm);
