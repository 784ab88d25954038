import { isCabinet, type Cabinet } from '../../common/roles';

/** The cabinet of this page: its first path segment (B1); main.tsx sends any other segment to sales. */
export function currentCabinet(): Cabinet {
  const segment = window.location.pathname.split('/')[1];
  return isCabinet(segment) ? segment : 'sales';
}
