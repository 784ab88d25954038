export type { LoaderTaskRecord } from '../../dataProvider/api/loader';
