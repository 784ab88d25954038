/** Credit instalments: the job that charges due instalments and blocks missed ones (no routes of its own). */
export { default } from './scheduler';
