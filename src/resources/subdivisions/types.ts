import type { Infer } from '../../../common/resource';
import type { subdivisions } from '../../../common/resources/subdivisions';

/** A subdivision of a partner (G7): the declared record, its partner's name joined. */
export type SubdivisionRecord = Infer<typeof subdivisions>;
export type { SubdivisionRef } from '../../dataProvider/api/subdivisions';

