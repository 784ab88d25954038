import { type ComponentType, createContext } from 'react';

/**
 * What a generated edit page shows under its form as the record's history: the sales cabinet gives the audit's
 * 'История' (loaded with the first edit page), the other cabinets, whose users read no audit, nothing.
 */
export const RecordHistorySlot = createContext<ComponentType<{ recordId: string }> | null>(null);
