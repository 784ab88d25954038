import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** M9: the general (bonus) and customs (FTS commission) settings. */
export const settingsMessages: FeatureMessages = {
  ru: {
    app: {
      settings: {
        saved: 'Настройки сохранены',
        restored: 'Настройки не сохранены: %{reason}. В форме снова прежние значения',
        wholePoints: 'Целое число бонусов',
        twoDecimals: 'Не больше двух знаков после запятой',
        fields: {
          bonus_rate: 'Бонус с продажи, %',
          bonus_money: 'Бонус за каждую продажу, баллов',
          fts_commission: 'Таблица комиссии',
          from: 'Платёж от, ₽',
          percent: 'Комиссия, %',
          fixed: 'Плюс фиксированно, ₽',
        },
        helpers: {
          bonus_rate: 'Доля оплаченной суммы, которая начисляется клиенту бонусами (округляется вниз до целого)',
          bonus_money: 'Столько бонусов клиент получает за каждую оплаченную продажу; 1 бонус = 1 рубль',
        },
        general: {
          title: 'Общие настройки',
          intro: 'Когда заказ оплачен, клиенту начисляются бонусы: процент от оплаченной суммы и фиксированный бонус за продажу. Новые значения действуют для заказов, оплаченных после сохранения.',
          example: 'Например, за продажу на %{sale} клиент получит %{points} бонус |||| Например, за продажу на %{sale} клиент получит %{points} бонуса |||| Например, за продажу на %{sale} клиент получит %{points} бонусов',
        },
        fts: {
          title: 'Комиссия ФТС',
          intro: 'Комиссия за таможенные платежи ФТС: для платежа берётся строка с наибольшей суммой «от», не превышающей его, — процент от платежа плюс фиксированная часть. Первая строка начинается с 0.',
        },
      },
    },
  },
  kk: {
    app: {
      settings: {
        saved: 'Баптаулар сақталды',
        restored: 'Баптаулар сақталмады: %{reason}. Формада бұрынғы мәндер қайтарылды',
        wholePoints: 'Бонустардың бүтін саны',
        twoDecimals: 'Үтірден кейін екі таңбадан артық емес',
        fields: {
          bonus_rate: 'Сатылымнан бонус, %',
          bonus_money: 'Әр сатылым үшін бонус, ұпай',
          fts_commission: 'Комиссия кестесі',
          from: 'Төлем, бастап',
          percent: 'Комиссия, %',
          fixed: 'Қосымша тіркелген сома',
        },
        helpers: {
          bonus_rate: 'Төленген соманың клиентке бонус ретінде есептелетін үлесі (бүтінге дейін төмен дөңгелектенеді)',
          bonus_money: 'Клиент әр төленген сатылым үшін алатын бонустар; 1 бонус = 1 теңге',
        },
        general: {
          title: 'Жалпы баптаулар',
          intro: 'Тапсырыс төленгенде клиентке бонустар есептеледі: төленген сомадан пайыз және сатылым үшін тіркелген бонус. Жаңа мәндер сақталғаннан кейін төленген тапсырыстарға қолданылады.',
          example: 'Мысалы, %{sale} сатылымы үшін клиент %{points} бонус алады',
        },
        fts: {
          title: 'ФТС комиссиясы',
          intro: 'ФТС кедендік төлемдері үшін комиссия: төлемге «бастап» сомасы одан аспайтын ең үлкен жол алынады — төлемнен пайыз және тіркелген бөлік. Бірінші жол 0-ден басталады.',
        },
      },
    },
  },
  en: {
    app: {
      settings: {
        saved: 'Settings saved',
        restored: 'Settings not saved: %{reason}. The form shows the previous values again',
        wholePoints: 'A whole number of points',
        twoDecimals: 'At most two decimals',
        fields: {
          bonus_rate: 'Bonus on a sale, %',
          bonus_money: 'Bonus for each sale, points',
          fts_commission: 'Commission table',
          from: 'Payment from',
          percent: 'Commission, %',
          fixed: 'Plus a fixed amount',
        },
        helpers: {
          bonus_rate: 'The share of the amount paid that the client accrues as bonus points (rounded down to a whole point)',
          bonus_money: 'The points a client accrues for each paid sale; 1 point = 1 rouble',
        },
        general: {
          title: 'General settings',
          intro: 'When an order is paid, its client accrues bonus points: a percentage of the amount paid and a fixed bonus per sale. New values apply to orders paid after saving.',
          example: 'For example, for a sale of %{sale} the client accrues %{points} point |||| For example, for a sale of %{sale} the client accrues %{points} points',
        },
        fts: {
          title: 'FTS commission',
          intro: "The commission on FTS customs payments: a payment takes the row with the largest 'from' not above it — a percentage of the payment plus the fixed part. The first row starts at 0.",
        },
      },
    },
  },
};
