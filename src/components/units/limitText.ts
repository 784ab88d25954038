import { useTranslate } from 'react-admin';
import { unitCount } from '../../i18n/enumLabel';

/**
 * A service's limit in words: '12 консультаций' with the unit's own plural form, or the text of `unlimitedKey` where
 * it counts nothing (no unit, no limit; F5, C11). Apart from the unit pickers: the client cabinet shows limits only.
 */
export function useLimitText(unlimitedKey: string) {
  const translate = useTranslate();
  return (limit: number | null | undefined, unit: string | null | undefined) =>
    limit === null || limit === undefined || !unit ? translate(unlimitedKey) : unitCount(translate, unit, limit);
}
