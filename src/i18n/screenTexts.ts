import type { I18nProvider } from 'react-admin';
import type { CabinetTexts } from './catalogues';

let shown: { texts: CabinetTexts; i18n: I18nProvider } | undefined;
let whenReady: () => Promise<void> = () => Promise.resolve();

/**
 * From now on the screens shown are `texts`' cabinet's, translated by `i18n`: a screen loaded after the first
 * one (lazyScreen) waits until its Russian texts, which the first screen does not carry, are in `i18n`.
 * The same texts are then read again through react-admin's own `changeLocale`, with no re-render.
 * Called as the cabinet renders, before its screens do; again with the same pair it does nothing.
 */
export function showScreensOf(texts: CabinetTexts, i18n: I18nProvider): void {
  if (shown?.texts === texts && shown.i18n === i18n) return;
  shown = { texts, i18n };
  const { complete } = texts;
  if (!complete) {
    whenReady = () => Promise.resolve();
    return;
  }
  let applied: Promise<void> | undefined;
  const apply = async () => {
    await complete();
    // another language is whole already; Russian picked later is read whole (CabinetTexts.loaded)
    if (i18n.getLocale() === 'ru') await i18n.changeLocale('ru');
  };
  whenReady = () => {
    applied ??= apply().catch((error: unknown) => {
      applied = undefined;
      throw error;
    });
    return applied;
  };
}

/** Resolves when the shown cabinet's screens have their texts (at once in a cabinet that has them all up front). */
export const screenTexts = (): Promise<void> => whenReady();
