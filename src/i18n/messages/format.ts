import type { FeatureMessages } from '../types';

/** Texts produced by src/format helpers. Polyglot picks the plural form by locale (ru has three). */
export const formatMessages: FeatureMessages = {
  ru: { app: { format: { days: '%{smart_count} день |||| %{smart_count} дня |||| %{smart_count} дней' } } },
  kk: { app: { format: { days: '%{smart_count} күн' } } },
  en: { app: { format: { days: '%{smart_count} day |||| %{smart_count} days' } } },
};
