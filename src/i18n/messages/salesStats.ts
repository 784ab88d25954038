import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales', 'cpa'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = ['cpa'];

/** Sales statistics (L1) and reports (L2): the partner page's Analytics and Reports tabs. */
export const salesStatsMessages: FeatureMessages = {
  ru: {
    app: {
      analytics: {
        tab: 'Аналитика',
        period: {
          from: 'С',
          to: 'По',
          invalid: 'Дата окончания раньше даты начала',
          presets: { month: 'Этот месяц', lastMonth: 'Прошлый месяц', quarter: 'Квартал', year: 'Год' },
        },
        kpi: { totalCost: 'Сумма по прайсу', brutto: 'Оплачено (брутто)', netto: 'Нетто', count: 'Продано сертификатов', averageCheck: 'Средний чек' },
        servicesPart: 'в том числе услуги: %{cost}',
        chart: { title: 'Продажи по дням', count: 'Сертификаты', cost: 'Сумма', axisDay: 'День', axisCost: 'Сумма продаж', axisCount: 'Сертификатов, шт.' },
        rates: { title: 'По тарифам', name: 'Тариф', count: 'Количество', cost: 'Сумма' },
        empty: 'За выбранный период продаж нет',
      },
      reports: {
        tab: 'Отчеты',
        title: 'Отчет по продажам партнера',
        columns: {
          rate: 'Тариф',
          number: 'Номер',
          client: 'Клиент',
          phone: 'Телефон',
          email: 'Email',
          cost: 'Стоимость',
          reward: 'Вознаграждение',
          startDate: 'Дата начала',
          finishDate: 'Дата окончания',
        },
        totals:
          'Итого: %{count} сертификат, сумма %{cost}, вознаграждение %{reward} |||| Итого: %{count} сертификата, сумма %{cost}, вознаграждение %{reward} |||| Итого: %{count} сертификатов, сумма %{cost}, вознаграждение %{reward}',
        download: 'Скачать Excel',
        empty: 'За выбранный период продаж нет',
      },
    },
  },
  kk: {
    app: {
      analytics: {
        tab: 'Аналитика',
        period: {
          from: 'Бастап',
          to: 'Дейін',
          invalid: 'Аяқталу күні басталу күнінен ерте',
          presets: { month: 'Осы ай', lastMonth: 'Өткен ай', quarter: 'Тоқсан', year: 'Жыл' },
        },
        kpi: { totalCost: 'Прайс бойынша сома', brutto: 'Төленді (брутто)', netto: 'Нетто', count: 'Сатылған сертификаттар', averageCheck: 'Орташа чек' },
        servicesPart: 'оның ішінде қызметтер: %{cost}',
        chart: { title: 'Күндер бойынша сатылым', count: 'Сертификаттар', cost: 'Сома', axisDay: 'Күн', axisCost: 'Сатылым сомасы', axisCount: 'Сертификаттар, дана' },
        rates: { title: 'Тарифтер бойынша', name: 'Тариф', count: 'Саны', cost: 'Сома' },
        empty: 'Таңдалған кезеңде сатылым жоқ',
      },
      reports: {
        tab: 'Есептер',
        title: 'Серіктестің сатылым есебі',
        columns: {
          rate: 'Тариф',
          number: 'Нөмір',
          client: 'Клиент',
          phone: 'Телефон',
          email: 'Email',
          cost: 'Құны',
          reward: 'Сыйақы',
          startDate: 'Басталу күні',
          finishDate: 'Аяқталу күні',
        },
        totals: 'Барлығы: %{count} сертификат, сомасы %{cost}, сыйақы %{reward}',
        download: 'Excel жүктеу',
        empty: 'Таңдалған кезеңде сатылым жоқ',
      },
    },
  },
  en: {
    app: {
      analytics: {
        tab: 'Analytics',
        period: {
          from: 'From',
          to: 'To',
          invalid: 'The end date is before the start date',
          presets: { month: 'This month', lastMonth: 'Last month', quarter: 'Quarter', year: 'Year' },
        },
        kpi: { totalCost: 'List price total', brutto: 'Paid (brutto)', netto: 'Netto', count: 'Certificates sold', averageCheck: 'Average check' },
        servicesPart: 'of which services: %{cost}',
        chart: { title: 'Sales per day', count: 'Certificates', cost: 'Amount', axisDay: 'Day', axisCost: 'Sales amount', axisCount: 'Certificates, pcs' },
        rates: { title: 'By tariff', name: 'Tariff', count: 'Count', cost: 'Amount' },
        empty: 'No sales in the chosen period',
      },
      reports: {
        tab: 'Reports',
        title: 'Partner sales report',
        columns: {
          rate: 'Tariff',
          number: 'Number',
          client: 'Client',
          phone: 'Phone',
          email: 'Email',
          cost: 'Cost',
          reward: 'Reward',
          startDate: 'Start date',
          finishDate: 'Finish date',
        },
        totals: 'Total: %{count} certificate, amount %{cost}, reward %{reward} |||| Total: %{count} certificates, amount %{cost}, reward %{reward}',
        download: 'Download Excel',
        empty: 'No sales in the chosen period',
      },
    },
  },
};
