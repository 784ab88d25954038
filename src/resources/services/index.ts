import Tune from '@mui/icons-material/Tune';
import type { ResourceModule } from '../../cabinets/types';
import { lazyScreen } from '../../cabinets/lazyScreen';

const ServiceCreate = lazyScreen(() => import('./ServiceCreate'), 'ServiceCreate');
const ServiceEdit = lazyScreen(() => import('./ServiceEdit'), 'ServiceEdit');
const ServiceList = lazyScreen(() => import('./ServiceList'), 'ServiceList');

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
