import { describe, expect, it } from 'vitest';
import { enumLabel, unitCount } from '../../server/i18n/enums';

const COUNTS = [1, 2, 5, 11, 21, 22, 25];

describe("the server's files word codes and count units as the screens do (server/i18n/enums.ts)", () => {
  it('counts a unit in its plural form: three in Russian, one in Kazakh, two in English', () => {
    expect(COUNTS.map((n) => unitCount('ru', 'CONSULTATION', n))).toEqual([
      '1 консультация', '2 консультации', '5 консультаций', '11 консультаций', '21 консультация', '22 консультации', '25 консультаций',
    ]);
    expect(COUNTS.map((n) => unitCount('ru', 'SESSION', n))).toEqual(['1 сессия', '2 сессии', '5 сессий', '11 сессий', '21 сессия', '22 сессии', '25 сессий']);
    expect(COUNTS.map((n) => unitCount('kk', 'DECLARATION', n))).toEqual(COUNTS.map((n) => `${n} декларация`));
    expect(COUNTS.map((n) => unitCount('en', 'DECLARATION', n))).toEqual(['1 declaration', ...COUNTS.slice(1).map((n) => `${n} declarations`)]);
  });

  it('words a payment method, a payment type and a state in the reader’s language', () => {
    expect(enumLabel('ru', 'orderIssue', 'SBERBANK')).toBe('Банковская карта');
    expect(enumLabel('kk', 'paymentType', 'SITE')).toBe('Сайт');
    expect(enumLabel('en', 'orderStatus', 'PAID')).toBe('Paid');
    expect(enumLabel('ru', 'orderStatus', null)).toBe('');
  });
});
