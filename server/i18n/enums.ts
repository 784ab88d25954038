import { type EnumName, type EnumValue, isServiceUnit } from '../../common/enumRegistry';
import { enumTexts } from '../../common/i18n/enums';
import { unitTexts } from '../../common/i18n/units';
import { pluralize } from '../../common/plural';
import type { Language } from './messages';

/**
 * The words of an enum value in the server's files (PDFs, sheets): the catalogue the SPA reads too
 * (common/i18n/enums.ts), so a receipt and the screen name a payment method alike. An unknown value stays as stored.
 */
export function enumLabel<N extends EnumName>(language: Language, name: N, value: EnumValue<N> | string | null | undefined): string {
  if (!value) return '';
  const words = enumTexts[language].app.enums[name] as Record<string, string>;
  return words[value] ?? value;
}

/** A count of a service unit in the language's plural form ('5 консультаций', '5 кеңес', '5 consultations'). */
export function unitCount(language: Language, unit: string | null | undefined, count: number): string {
  return isServiceUnit(unit) ? pluralize(unitTexts[language].app.units[unit], language, count) : String(count);
}
