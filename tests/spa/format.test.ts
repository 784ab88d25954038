import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDay, formatMonth, formatPhone, formatPrice, periodLabel, unformatPhone, validDays } from '../../src/format';
import { hostConfig } from '../../src/config/hosts';
import { testI18nProvider } from './testI18n';

describe('prices (N2)', () => {
  it('groups thousands with spaces and adds the currency symbol', () => {
    expect(formatPrice(1234567, '₽')).toBe('1 234 567 ₽');
    expect(formatPrice(999, '₸')).toBe('999 ₸');
    expect(formatPrice('25000', '₽')).toBe('25 000 ₽');
    expect(formatPrice(-1500.5, '₽')).toBe('-1 500,50 ₽');
    expect(formatPrice(0, '₽')).toBe('0 ₽');
  });
  it('shows nothing for a missing price', () => {
    expect(formatPrice(null, '₽')).toBe('');
    expect(formatPrice('abc', '₽')).toBe('');
  });
  it('rounds to the kopeck once, without float drift, and shows a given empty text', () => {
    expect(formatPrice(1.005, '₽')).toBe('1,01 ₽');
    expect(formatPrice(0.1 + 0.2, '₽')).toBe('0,30 ₽');
    expect(formatPrice(2.9999999, '₽')).toBe('3 ₽');
    expect(formatPrice(null, { currency: '₽', empty: '—' })).toBe('—');
    expect(formatPrice(9600, { currency: '₸' })).toBe('9 600 ₸');
  });
  it("takes the host's currency by default", () => {
    expect(formatPrice(100)).toBe(`100 ${hostConfig().currency}`);
  });
});

describe('host config (N1–N3, N8)', () => {
  it('picks language, currency and brand by host', () => {
    expect(hostConfig('sales.example.kz')).toMatchObject({ region: 'KZ', locale: 'kk', currency: '₸' });
    expect(hostConfig('sales.example.ru')).toMatchObject({ region: 'RU', locale: 'ru', currency: '₽' });
    expect(hostConfig('sales.example.kz').brand.id).not.toBe(hostConfig('sales.example.ru').brand.id);
  });
  it("is staging when the hostname contains 'st'", () => {
    expect(hostConfig('stage.example.ru').staging).toBe(true);
    expect(hostConfig('sales.example.ru').staging).toBe(false);
  });
});

describe('dates (Q1)', () => {
  const moment = new Date(2024, 2, 5, 9, 7);
  it('formats the date-time, the day and the month', () => {
    expect(formatDateTime(moment)).toBe('05.03.2024 09:07');
    expect(formatDay(moment)).toBe('05.03.2024');
    expect(formatMonth(moment)).toBe('03.2024');
  });
  it('shows nothing for a missing or invalid date', () => {
    expect(formatDay(null)).toBe('');
    expect(formatDay('not a date')).toBe('');
  });
});

describe('phones (N9)', () => {
  it('formats as +7 (XXX) XXX-XX-XX', () => {
    expect(formatPhone('79991234567')).toBe('+7 (999) 123-45-67');
    expect(formatPhone('89991234567')).toBe('+7 (999) 123-45-67');
    expect(formatPhone('9991234567')).toBe('+7 (999) 123-45-67');
    expect(formatPhone('+7 999 123 45 67')).toBe('+7 (999) 123-45-67');
  });
  it('leaves what is not a phone number as it came', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(null)).toBe('');
    expect(unformatPhone('+7 (999) 123-45-67')).toBe('79991234567');
  });
});

describe('periods (Q5)', () => {
  it('computes valid days from months, rounded down', () => {
    expect(validDays(12)).toBe(365);
    expect(validDays(1)).toBe(30);
    expect(validDays(6)).toBe(182);
  });
  it('pluralises days in each language', () => {
    const ru = testI18nProvider('ru');
    expect(periodLabel(1, ru.translate)).toBe('1 день');
    expect(periodLabel(3, ru.translate)).toBe('3 дня');
    expect(periodLabel(365, ru.translate)).toBe('365 дней');
    expect(periodLabel(11, ru.translate)).toBe('11 дней');
    expect(periodLabel(2, testI18nProvider('kk').translate)).toBe('2 күн');
    expect(periodLabel(2, testI18nProvider('en').translate)).toBe('2 days');
  });
});
