import { createContext, useContext } from 'react';
import type { Cabinet } from '../../common/roles';

/** Which cabinet app is rendering, for the menu, the guard and the links home. */
export const CabinetContext = createContext<Cabinet>('sales');

export const useCabinet = (): Cabinet => useContext(CabinetContext);
