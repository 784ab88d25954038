import type { UnitCounts } from '../enumRegistry';
import type { Cabinet } from '../roles';

/** Every cabinet has them; the sales cabinet's first screen (the certificates) shows none (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = ['cabinet', 'cpa'];

/**
 * A service unit counted (`app.units.<unit>` with `smart_count`, common/plural.ts): Russian has three forms
 * (1, 2–4, 5–20 and 11–14), English two, a Kazakh noun keeps one form after a number. Read by the SPA and the PDFs.
 */
const ru: UnitCounts = {
  USE: '%{smart_count} раз |||| %{smart_count} раза |||| %{smart_count} раз',
  CONSULTATION: '%{smart_count} консультация |||| %{smart_count} консультации |||| %{smart_count} консультаций',
  DOCUMENT: '%{smart_count} документ |||| %{smart_count} документа |||| %{smart_count} документов',
  DECLARATION: '%{smart_count} декларация |||| %{smart_count} декларации |||| %{smart_count} деклараций',
  SESSION: '%{smart_count} сессия |||| %{smart_count} сессии |||| %{smart_count} сессий',
  VISIT: '%{smart_count} выезд |||| %{smart_count} выезда |||| %{smart_count} выездов',
  DELIVERY: '%{smart_count} доставка |||| %{smart_count} доставки |||| %{smart_count} доставок',
  CALL: '%{smart_count} звонок |||| %{smart_count} звонка |||| %{smart_count} звонков',
  HOUR: '%{smart_count} час |||| %{smart_count} часа |||| %{smart_count} часов',
};

const kk: UnitCounts = {
  USE: '%{smart_count} рет',
  CONSULTATION: '%{smart_count} кеңес',
  DOCUMENT: '%{smart_count} құжат',
  DECLARATION: '%{smart_count} декларация',
  SESSION: '%{smart_count} сеанс',
  VISIT: '%{smart_count} шығу',
  DELIVERY: '%{smart_count} жеткізу',
  CALL: '%{smart_count} қоңырау',
  HOUR: '%{smart_count} сағат',
};

const en: UnitCounts = {
  USE: '%{smart_count} use |||| %{smart_count} uses',
  CONSULTATION: '%{smart_count} consultation |||| %{smart_count} consultations',
  DOCUMENT: '%{smart_count} document |||| %{smart_count} documents',
  DECLARATION: '%{smart_count} declaration |||| %{smart_count} declarations',
  SESSION: '%{smart_count} session |||| %{smart_count} sessions',
  VISIT: '%{smart_count} call-out |||| %{smart_count} call-outs',
  DELIVERY: '%{smart_count} delivery |||| %{smart_count} deliveries',
  CALL: '%{smart_count} phone call |||| %{smart_count} phone calls',
  HOUR: '%{smart_count} hour |||| %{smart_count} hours',
};

/** A unit picker's empty choice: the service counts nothing. */
const none = { ru: 'Безлимит', kk: 'Шектеусіз', en: 'Unlimited' };

export const unitTexts = {
  ru: { app: { units: { ...ru, none: none.ru } } },
  kk: { app: { units: { ...kk, none: none.kk } } },
  en: { app: { units: { ...en, none: none.en } } },
};
