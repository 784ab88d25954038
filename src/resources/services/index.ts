import Tune from '@mui/icons-material/Tune';
import type { ResourceModule } from '../../cabinets/types';
import { ServiceCreate } from './ServiceCreate';
import { ServiceEdit } from './ServiceEdit';
import { ServiceList } from './ServiceList';

/** The services ("options") resource of the sales cabinet: `<Resource name="services" {...services} />`. */
const services: ResourceModule = {
  list: ServiceList,
  edit: ServiceEdit,
  create: ServiceCreate,
  icon: Tune,
  recordRepresentation: 'name',
};

export default services;
export type { ServiceRecord } from './types';
