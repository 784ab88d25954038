import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The /analytics screen (L1): scope trail, views, tables and their exports. */
export const analyticsPageMessages: FeatureMessages = {
  ru: {
    app: {
      analyticsPage: {
        title: 'Аналитика продаж',
        trail: 'Уровень структуры',
        network: 'Вся сеть',
        own: 'Мои показатели',
        views: { partners: 'По партнерам', agents: 'По агентам' },
        reward: 'Вознаграждение',
        unnamed: 'Без названия',
        columns: { count: 'Количество', cost: 'Сумма', reward: 'Вознаграждение' },
        tables: {
          rates: { title: 'По тарифам', name: 'Тариф' },
          partners: { title: 'По партнерам', name: 'Партнер' },
          agents: { title: 'По агентам', name: 'Агент' },
        },
        export: { csv: 'CSV', xlsx: 'Excel' },
        tabs: { figures: 'Показатели', reports: 'Отчеты' },
        node: { label: 'Узел структуры', subdivision: 'Подразделение: %{name}', agent: 'Агент: %{name}', partner: 'Партнер: %{name}' },
        reports: { partner: 'Продажи партнера', agent: 'Продажи агента', order: 'Заказы', ordersEmpty: 'За выбранный период заказов нет' },
      },
    },
  },
  kk: {
    app: {
      analyticsPage: {
        title: 'Сатылым аналитикасы',
        trail: 'Құрылым деңгейі',
        network: 'Бүкіл желі',
        own: 'Менің көрсеткіштерім',
        views: { partners: 'Серіктестер бойынша', agents: 'Агенттер бойынша' },
        reward: 'Сыйақы',
        unnamed: 'Атауы жоқ',
        columns: { count: 'Саны', cost: 'Сома', reward: 'Сыйақы' },
        tables: {
          rates: { title: 'Тарифтер бойынша', name: 'Тариф' },
          partners: { title: 'Серіктестер бойынша', name: 'Серіктес' },
          agents: { title: 'Агенттер бойынша', name: 'Агент' },
        },
        export: { csv: 'CSV', xlsx: 'Excel' },
        tabs: { figures: 'Көрсеткіштер', reports: 'Есептер' },
        node: { label: 'Құрылым түйіні', subdivision: 'Бөлімше: %{name}', agent: 'Агент: %{name}', partner: 'Серіктес: %{name}' },
        reports: { partner: 'Серіктестің сатылымы', agent: 'Агенттің сатылымы', order: 'Тапсырыстар', ordersEmpty: 'Таңдалған кезеңде тапсырыстар жоқ' },
      },
    },
  },
  en: {
    app: {
      analyticsPage: {
        title: 'Sales analytics',
        trail: 'Structure level',
        network: 'Whole network',
        own: 'My figures',
        views: { partners: 'By partner', agents: 'By agent' },
        reward: 'Reward',
        unnamed: 'Unnamed',
        columns: { count: 'Count', cost: 'Amount', reward: 'Reward' },
        tables: {
          rates: { title: 'By tariff', name: 'Tariff' },
          partners: { title: 'By partner', name: 'Partner' },
          agents: { title: 'By agent', name: 'Agent' },
        },
        export: { csv: 'CSV', xlsx: 'Excel' },
        tabs: { figures: 'Figures', reports: 'Reports' },
        node: { label: 'Structure node', subdivision: 'Subdivision: %{name}', agent: 'Agent: %{name}', partner: 'Partner: %{name}' },
        reports: { partner: 'Partner sales', agent: 'Agent sales', order: 'Orders', ordersEmpty: 'No orders in the selected period' },
      },
    },
  },
};
