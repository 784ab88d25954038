import { declaredForm } from '../declared/DeclaredEdit';
import { tariffs } from '../../../common/resources/tariffs';
import { MinMeterInput } from './MinMeterInput';
import { PartnersInput } from './PartnersInput';

/** F2: the generated tariff form; min_meter only for a metered tariff, the partners picked from their lookup. */
export const TariffForm = declaredForm(tariffs, { min_meter: <MinMeterInput />, partners: <PartnersInput /> });
