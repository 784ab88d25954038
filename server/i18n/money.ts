/**
 * Money in what the server writes to people (SMS, e-mails, PDFs, pages), by the one format the SPA shows it in
 * (common/numberFormat.ts, N2): '19 200,00 ₽'. The currency follows the language as the documents always have
 * (Kazakh: the tenge), unless the text names its own (an invoice is in roubles).
 */
import { formatMoney } from '../../common/numberFormat';
import type { Language } from './messages';

export const currencyOf = (language: Language) => (language === 'kk' ? '₸' : '₽');

export const moneyText = (value: number, language: Language, options: { kopecks?: boolean; currency?: string } = {}) =>
  formatMoney(value, options.currency ?? currencyOf(language), language, { kopecks: options.kopecks ?? true });
