import { describe, expect, it } from 'vitest';
import { SERVICE_UNITS } from '../../common/enums';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { pluralIndex, pluralize } from '../../common/plural';
import { CATALOGUE_FILES, testI18nProvider } from './testI18n';
import type { Messages } from '../../src/i18n/types';

const COUNTS = [1, 2, 5, 11, 21, 22, 25] as const;
const render = (locale: 'ru' | 'kk' | 'en', key: string, extra: Record<string, unknown> = {}) => {
  const { translate } = testI18nProvider(locale);
  return COUNTS.map((smart_count) => translate(key, { smart_count, count: smart_count, ...extra }));
};

describe('a number meets a noun in its plural form (the catalogues’ smart_count, common/plural.ts)', () => {
  it('counts by the Russian rule: 1 and 21 one form, 2–4 and 22 another, 5–20, 11 and 25 the third', () => {
    expect(COUNTS.map((n) => pluralIndex('ru', n))).toEqual([0, 1, 2, 2, 0, 1, 2]);
    expect(COUNTS.map((n) => pluralIndex('en', n))).toEqual([0, 1, 1, 1, 1, 1, 1]);
  });

  it('chooses in the SPA (polyglot, created in the user’s locale) the form the server’s rule chooses, 0 to 200 in each language', () => {
    const text = '%{smart_count} a |||| %{smart_count} b |||| %{smart_count} c';
    for (const locale of ['ru', 'kk', 'en'] as const) {
      const { translate } = polyglotI18nProvider(() => ({ t: text }) as unknown as TranslationMessages, locale);
      for (let n = 0; n <= 200; n += 1) expect(translate('t', { smart_count: n }), `${locale} ${n}`).toBe(pluralize(text, locale, n));
    }
  });

  it.each([
    ['CONSULTATION', ['1 консультация', '2 консультации', '5 консультаций', '11 консультаций', '21 консультация', '22 консультации', '25 консультаций']],
    ['DECLARATION', ['1 декларация', '2 декларации', '5 деклараций', '11 деклараций', '21 декларация', '22 декларации', '25 деклараций']],
    ['SESSION', ['1 сессия', '2 сессии', '5 сессий', '11 сессий', '21 сессия', '22 сессии', '25 сессий']],
    ['VISIT', ['1 выезд', '2 выезда', '5 выездов', '11 выездов', '21 выезд', '22 выезда', '25 выездов']],
    ['USE', ['1 раз', '2 раза', '5 раз', '11 раз', '21 раз', '22 раза', '25 раз']],
  ])('a unit in Russian: %s', (unit, expected) => {
    expect(render('ru', `app.units.${unit}`)).toEqual(expected);
  });

  it('every unit in every language, one form in Kazakh, two in English', () => {
    for (const unit of SERVICE_UNITS) {
      const ru = render('ru', `app.units.${unit}`).map((text) => text.replace(/^\d+ /, ''));
      // 1 and 2 differ, 2 and 5 differ (1 and 5 may not: 1 раз, 5 раз), 21 is as 1, 22 as 2, 11 and 25 as 5
      expect([ru[0] !== ru[1], ru[1] !== ru[2], ru[4] === ru[0], ru[5] === ru[1], ru[3] === ru[2] && ru[6] === ru[2]], unit).toEqual([true, true, true, true, true]);
      const kk = render('kk', `app.units.${unit}`);
      expect(new Set(kk.map((text) => text.replace(/^\d+ /, ''))).size, unit).toBe(1);
      const en = render('en', `app.units.${unit}`);
      expect(en[0], unit).not.toBe(en[1]!.replace('2', '1'));
      expect(en.slice(1).every((text) => text.replace(/^\d+ /, '') === en[1]!.replace(/^\d+ /, '')), unit).toBe(true);
    }
    expect(render('kk', 'app.units.CONSULTATION')).toEqual(COUNTS.map((n) => `${n} кеңес`));
    expect(render('en', 'app.units.CONSULTATION')).toEqual(['1 consultation', ...COUNTS.slice(1).map((n) => `${n} consultations`)]);
  });

  it.each([
    ['ru', 'app.format.days', {}, ['1 день', '2 дня', '5 дней', '11 дней', '21 день', '22 дня', '25 дней']],
    ['ru', 'app.cabinet.market.perPeriod', {}, ['за 1 месяц', 'за 2 месяца', 'за 5 месяцев', 'за 11 месяцев', 'за 21 месяц', 'за 22 месяца', 'за 25 месяцев']],
    ['kk', 'app.cabinet.market.perPeriod', {}, ['1 айға', '2 айға', '5 айға', '11 айға', '21 айға', '22 айға', '25 айға']],
    ['en', 'app.cabinet.market.perPeriod', {}, ['for 1 month', 'for 2 months', 'for 5 months', 'for 11 months', 'for 21 months', 'for 22 months', 'for 25 months']],
    ['ru', 'app.sale.creditSummary', { total: 'T', monthly: 'M' }, [
      'Клиент заплатит T: 1 платеж по M (последний уточняет копейки)',
      'Клиент заплатит T: 2 платежа по M (последний уточняет копейки)',
      'Клиент заплатит T: 5 платежей по M (последний уточняет копейки)',
      'Клиент заплатит T: 11 платежей по M (последний уточняет копейки)',
      'Клиент заплатит T: 21 платеж по M (последний уточняет копейки)',
      'Клиент заплатит T: 22 платежа по M (последний уточняет копейки)',
      'Клиент заплатит T: 25 платежей по M (последний уточняет копейки)',
    ]],
    ['en', 'app.reports.orders.totals', { cost: 'C', paid: 'P' }, [
      '1 order for C, paid in the period P', '2 orders for C, paid in the period P', '5 orders for C, paid in the period P', '11 orders for C, paid in the period P',
      '21 orders for C, paid in the period P', '22 orders for C, paid in the period P', '25 orders for C, paid in the period P',
    ]],
    ['ru', 'app.reports.orders.totals', { cost: 'C', paid: 'P' }, [
      '1 заказ на сумму C, оплачено за период P', '2 заказа на сумму C, оплачено за период P', '5 заказов на сумму C, оплачено за период P', '11 заказов на сумму C, оплачено за период P',
      '21 заказ на сумму C, оплачено за период P', '22 заказа на сумму C, оплачено за период P', '25 заказов на сумму C, оплачено за период P',
    ]],
    ['en', 'app.reports.totals', { cost: 'C', reward: 'R' }, [
      'Total: 1 certificate, amount C, reward R', 'Total: 2 certificates, amount C, reward R', 'Total: 5 certificates, amount C, reward R',
      'Total: 11 certificates, amount C, reward R', 'Total: 21 certificates, amount C, reward R', 'Total: 22 certificates, amount C, reward R',
      'Total: 25 certificates, amount C, reward R',
    ]],
  ] as const)('%s %s', (locale, key, extra, expected) => {
    expect(render(locale, key, extra)).toEqual(expected);
  });

  it('every counted text of the catalogues: three forms in Russian, one in Kazakh, two in English, each filled in', () => {
    const leaves = (messages: Messages, prefix = ''): [string, string][] =>
      Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [[prefix + key, value]] : leaves(value, `${prefix}${key}.`)));
    const counted = Object.values(CATALOGUE_FILES).flatMap((file) => leaves(file.ru).filter(([, text]) => text.includes('%{smart_count}') && text.includes('||||')));
    expect(counted.length).toBeGreaterThan(10);
    const forms = (locale: 'ru' | 'kk' | 'en', key: string) =>
      Object.values(CATALOGUE_FILES).map((file) => leaves(file[locale]).find(([k]) => k === key)?.[1]).find(Boolean)!.split('||||').length;
    for (const [key] of counted) {
      // the name of a resource ('Промокод |||| Промокоды') is react-admin's singular and plural, not a count
      if (key.endsWith('.name')) continue;
      expect([forms('ru', key), forms('kk', key), forms('en', key)], key).toEqual([3, 1, 2]);
      for (const locale of ['ru', 'kk', 'en'] as const) {
        for (const text of render(locale, key)) expect(text, `${locale} ${key}`).not.toMatch(/%\{smart_count\}|\|\|\|\|/);
      }
    }
  });
});
