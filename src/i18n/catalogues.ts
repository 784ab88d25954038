import russianMessages from 'ra-language-russian';
import { mergeTranslations } from 'react-admin';
import type { Locale, Messages } from './types';

type Loader = () => Promise<{ default: readonly Messages[] }>;

/**
 * A cabinet's catalogues, one language each: `virtual:cabinet-texts/<cabinet>/<locale>` (vite.config.ts) holds every
 * file under src/i18n/messages and every common/resources/<name>.texts.ts in that language, so a feature adds its texts by adding its file; its `cabinets` line
 * says which cabinets get them (the build gives the others `{}`). Russian, the default, comes with the cabinet; a
 * cabinet that splits it (`ru-first`, `ru-later`) brings only the catalogues its first screen shows (a `firstScreens`
 * line naming it, or none) and loads the rest after it. Kazakh and English load when a user picks them.
 */
export interface CabinetTextFiles {
  ru: readonly Messages[];
  /**
   * The Russian texts the cabinet's first screen does not show (with `ru-first` in `ru`): they load after it,
   * and a screen loaded later waits for them (src/i18n/screenTexts.ts).
   */
  ruLater?: Loader;
  kk: Loader;
  en: Loader;
}

export interface CabinetTexts {
  /** The language's catalogue when it is loaded already (always for Russian: its first screen's texts at least). */
  loaded(locale: Locale): Messages | undefined;
  load(locale: Locale): Promise<Messages>;
  /** Loads the Russian texts the first screen does not show, once; `loaded('ru')` then holds them too. */
  complete?(): Promise<void>;
}

const merged = (base: Messages, own: readonly Messages[]) => mergeTranslations(base, ...own) as Messages;
const loadAll = async (load: Loader) => (await load()).default;

/** react-admin's texts under ours; Kazakh falls back to Russian, the interface's shared default, then English. */
export const catalogueOf = {
  ru: (own: readonly Messages[]) => merged(russianMessages as unknown as Messages, own),
  en: (english: Messages, own: readonly Messages[]) => merged(english, own),
  kk: (en: Messages, ru: Messages, raKazakh: Messages, own: readonly Messages[]) => merged(en, [ru, raKazakh, ...own]),
};

async function loadEnglish(files: CabinetTextFiles): Promise<Messages> {
  const [{ default: english }, own] = await Promise.all([import('ra-language-english'), loadAll(files.en)]);
  return catalogueOf.en(english as unknown as Messages, own);
}

/**
 * Under Kazakh, Russian may be the first screen's alone: every catalogue has the same keys in the three languages
 * (tests/spa/i18n-catalogues.test.ts), so what Russian adds under Kazakh is react-admin's own texts.
 */
async function loadKazakh(files: CabinetTextFiles, en: Promise<Messages>, ru: Messages): Promise<Messages> {
  const [english, { raKazakhMessages }, own] = await Promise.all([en, import('./ra-kk'), loadAll(files.kk)]);
  return catalogueOf.kk(english, ru, raKazakhMessages.kk, own);
}

export function cabinetTexts(files: CabinetTextFiles): CabinetTexts {
  const ru = catalogueOf.ru(files.ru);
  const done = new Map<Locale, Messages>([['ru', ru]]);
  let completed: Promise<void> | undefined;
  const complete = () => {
    completed ??= loadAll(files.ruLater ?? (() => Promise.resolve({ default: [] }))).then(
      (later) => void done.set('ru', catalogueOf.ru([...files.ru, ...later])),
      (error: unknown) => {
        completed = undefined;
        throw error;
      },
    );
    return completed;
  };
  const pending = new Map<Locale, Promise<Messages>>();
  const load = (locale: Locale): Promise<Messages> => {
    const ready = done.get(locale);
    if (ready) return Promise.resolve(ready);
    let promise = pending.get(locale);
    if (!promise) {
      promise = locale === 'en' ? loadEnglish(files) : loadKazakh(files, load('en'), ru);
      promise.then((messages) => done.set(locale, messages), () => pending.delete(locale));
      pending.set(locale, promise);
    }
    return promise;
  };
  return { loaded: (locale) => done.get(locale), load, ...(files.ruLater ? { complete } : {}) };
}
