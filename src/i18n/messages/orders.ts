import type { FeatureMessages } from '../types';

/** Order labels (M3): payment channel (issue) and where the payment was made (payment_type). */
export const ordersMessages: FeatureMessages = {
  ru: {
    app: {
      orders: {
        issue: { SBERBANK: 'Эквайринг', BALANCE: 'Баланс', TINKOFF: 'Счет' },
        paymentType: { SITE: 'Сайт', CABINET: 'Кабинет клиента', AGENT: 'Кабинет агента' },
      },
    },
  },
  kk: {
    app: {
      orders: {
        issue: { SBERBANK: 'Эквайринг', BALANCE: 'Баланс', TINKOFF: 'Шот' },
        paymentType: { SITE: 'Сайт', CABINET: 'Клиент кабинеті', AGENT: 'Агент кабинеті' },
      },
    },
  },
  en: {
    app: {
      orders: {
        issue: { SBERBANK: 'Acquiring', BALANCE: 'Balance', TINKOFF: 'Invoice' },
        paymentType: { SITE: 'Site', CABINET: 'Client cabinet', AGENT: 'Agent cabinet' },
      },
    },
  },
};
