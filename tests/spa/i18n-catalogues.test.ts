import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../src/i18n';
import { screenTexts, showScreensOf } from '../../src/i18n/screenTexts';
import { clientTexts } from '../../src/cabinets/cabinet/clientTexts';
import { partnerTexts } from '../../src/cabinets/cpa/partnerTexts';
import { salesTexts } from '../../src/cabinets/sales/salesTexts';
import { LOCALES, type Messages } from '../../src/i18n/types';
import { CATALOGUE_FILES } from './testI18n';

const leaves = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [prefix + key] : leaves(value, `${prefix}${key}.`)));

describe('text catalogues', () => {
  it('give every catalogue the same keys in ru, kk and en', () => {
    for (const [file, feature] of Object.entries(CATALOGUE_FILES)) {
      const ru = leaves(feature.ru).sort();
      expect(leaves(feature.kk).sort(), `${file} kk`).toEqual(ru);
      expect(leaves(feature.en).sort(), `${file} en`).toEqual(ru);
    }
  });

  it('define each text in one catalogue, so the order they merge in does not matter', () => {
    const owners = new Map<string, string>();
    for (const [file, feature] of Object.entries(CATALOGUE_FILES)) {
      for (const locale of LOCALES) {
        for (const key of leaves(feature[locale])) {
          expect(owners.get(`${locale}:${key}`), `${locale}:${key} in ${file}`).toBeUndefined();
          owners.set(`${locale}:${key}`, file);
        }
      }
    }
  });
});

describe('a cabinet’s texts (per cabinet, one language at a time)', () => {
  it('bring with the sales cabinet the Russian of its first screen, the rest once asked for', async () => {
    const first = leaves(salesTexts.loaded('ru')!);
    expect(first).toEqual(expect.arrayContaining(['app.certificates.title', 'app.menu.analytics', 'ra.action.save']));
    expect(first.filter((key) => key.startsWith('resources.promo.') || key.startsWith('app.sale.'))).toEqual([]);
    const i18n = createI18nProvider(salesTexts, 'ru');
    showScreensOf(salesTexts, i18n);
    await screenTexts();
    expect(leaves(salesTexts.loaded('ru')!)).toEqual(expect.arrayContaining([...first, 'resources.promo.name']));
    expect(i18n.translate('resources.promo.name', { smart_count: 2 })).toBe('Промокоды');
  });

  it('come with the cabinet in Russian, with react-admin’s own, and only the catalogues its screens use', async () => {
    await salesTexts.complete?.();
    const sales = salesTexts.loaded('ru')!;
    expect(leaves(sales)).toEqual(expect.arrayContaining(['resources.promo.name', 'app.menu.analytics', 'ra.action.save']));
    const client = leaves(clientTexts.loaded('ru')!);
    expect(client).toEqual(expect.arrayContaining(['app.menu.myOrders', 'app.instruction.title']));
    expect(client.filter((key) => key.startsWith('resources.promo.') || key.startsWith('app.partnerCabinet.'))).toEqual([]);
    const partner = leaves(partnerTexts.loaded('ru')!);
    expect(partner).toContain('app.partnerCabinet.analytic.title');
    expect(partner.filter((key) => key.startsWith('resources.certificates.'))).toEqual([]);
  });

  it('load English and Kazakh when picked; Kazakh falls back to Russian', async () => {
    expect(partnerTexts.loaded('en')).toBeUndefined();
    const i18n = createI18nProvider(partnerTexts, 'ru');
    expect(i18n.translate('app.partnerCabinet.analytic.title')).toBe('Аналитика партнера');

    await i18n.changeLocale('en');
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('app.partnerCabinet.analytic.title')).toBe('Partner analytics');
    expect(i18n.translate('ra.action.save')).toBe('Save');

    await i18n.changeLocale('kk');
    expect(i18n.translate('app.partnerCabinet.analytic.title')).toBe('Серіктес аналитикасы');
    expect(i18n.translate('ra.action.save')).not.toBe('Save');
  });

  it('start in a language already loaded, in Russian while it is not', async () => {
    expect(clientTexts.loaded('kk')).toBeUndefined();
    expect(createI18nProvider(clientTexts, 'kk').getLocale()).toBe('ru');
    await clientTexts.load('kk');
    const i18n = createI18nProvider(clientTexts, 'kk');
    expect(i18n.getLocale()).toBe('kk');
    expect(i18n.translate('app.menu.myOrders')).toBe('Менің тапсырыстарым');
  });
});
