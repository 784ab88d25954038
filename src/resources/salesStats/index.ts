/**
 * Shared pieces of the sales statistics (L1) views. The chart view (SalesAnalytics, with recharts) is
 * deliberately not exported here: screens load it with React.lazy so recharts stays out of the first bundle.
 */
export { PeriodPicker } from './PeriodPicker';
export { DEFAULT_PRESET, PERIOD_PRESETS, type Period, type PeriodPreset, isPeriodValid, presetPeriod } from './period';
export { useSalesStats } from './useSalesStats';
export type { SalesStats } from './types';
