import { describe, expect, it } from 'vitest';
import { formatMoney, formatNumber, formatPercent } from '../../common/numberFormat';
import { moneyText } from '../../server/i18n/money';

/** Issue 27: one money format for the SPA and the server's texts (N2), numbers and percentages in the language's way. */
describe('numbers, money and percentages in a language', () => {
  it('writes money as N2 does, kopecks where a text always shows them', () => {
    expect(moneyText(19200, 'ru')).toBe('19 200,00 ₽');
    expect(moneyText(19200.5, 'en')).toBe('19 200.50 ₽');
    expect(moneyText(1234567.891, 'ru', { kopecks: false })).toBe('1 234 567,89 ₽');
    expect(formatMoney(-1500.5, '₸', 'kk')).toBe('-1 500,50 ₸');
    expect(formatMoney(1.005, '₽')).toBe('1,01 ₽');
  });

  it('writes a percentage the language’s way', () => {
    expect(formatPercent(77.8, 'ru')).toBe('77,8 %');
    expect(formatPercent(77.8, 'kk')).toBe('77,8 %');
    expect(formatPercent(77.8, 'en')).toBe('77.8%');
    expect(formatPercent(12.345, 'en', 2)).toBe('12.35%');
    expect(formatPercent(50, 'ru')).toBe('50 %');
  });

  it('never writes a negative zero', () => {
    expect(formatNumber(-0.001, 'ru')).toBe('0');
  });
});
