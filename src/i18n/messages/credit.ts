import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** D2/C10: the credit terms of the sale form and the instalment schedule of the certificate card. */
export const creditMessages: FeatureMessages = {
  ru: {
    app: {
      credit: {
        periodMax: 'Не больше %{max}: платежей не может быть больше, чем месяцев действия тарифа',
        instalment: 'платеж %{number}',
        schedule: 'График платежей',
        columns: { number: '№', due: 'Срок', sum: 'Сумма', status: 'Статус', paid: 'Оплачен' },
        status: { PAID: 'Оплачен', DECLINED: 'Отказ банка', OVERDUE: 'Просрочен', DUE: 'К оплате', SCHEDULED: 'Ожидается' },
      },
    },
  },
  kk: {
    app: {
      credit: {
        periodMax: '%{max}-ден артық емес: төлемдер саны тарифтің әрекет ету айларынан көп бола алмайды',
        instalment: '%{number}-төлем',
        schedule: 'Төлем кестесі',
        columns: { number: '№', due: 'Мерзімі', sum: 'Сома', status: 'Күйі', paid: 'Төленді' },
        status: { PAID: 'Төленді', DECLINED: 'Банк бас тартты', OVERDUE: 'Мерзімі өтті', DUE: 'Төлеуге', SCHEDULED: 'Күтілуде' },
      },
    },
  },
  en: {
    app: {
      credit: {
        periodMax: 'At most %{max}: there cannot be more instalments than months of the tariff validity',
        instalment: 'instalment %{number}',
        schedule: 'Instalment schedule',
        columns: { number: 'No.', due: 'Due', sum: 'Amount', status: 'Status', paid: 'Paid' },
        status: { PAID: 'Paid', DECLINED: 'Declined by the bank', OVERDUE: 'Overdue', DUE: 'Due', SCHEDULED: 'Scheduled' },
      },
    },
  },
};
