import { defineMessages } from './define';

/** Server texts of the client cabinet (K2, K3, C13, D6). */
export const cabinetMessages = defineMessages({
  ru: {
    'cabinet.nothingToBuy': 'Добавьте в корзину тариф или услугу',
    'cabinet.serviceNotSold': 'Эта услуга не продается отдельно',
    'cabinet.orderNotOpen': 'Заказ уже оплачен или отменен',
    'cabinet.noReceipt': 'Заказ еще не оплачен: чека нет',
    'cabinet.orderCancelled': 'Заказ отменен',
  },
  kk: {
    'cabinet.nothingToBuy': 'Себетке тариф немесе қызмет қосыңыз',
    'cabinet.serviceNotSold': 'Бұл қызмет жеке сатылмайды',
    'cabinet.orderNotOpen': 'Тапсырыс төленген немесе бас тартылған',
    'cabinet.noReceipt': 'Тапсырыс әлі төленбеген: чек жоқ',
    'cabinet.orderCancelled': 'Тапсырыстан бас тартылды',
  },
  en: {
    'cabinet.nothingToBuy': 'Put a tariff or a service into the basket',
    'cabinet.serviceNotSold': 'This service is not sold on its own',
    'cabinet.orderNotOpen': 'The order is already paid or cancelled',
    'cabinet.noReceipt': 'The order is not paid yet: there is no receipt',
    'cabinet.orderCancelled': 'The order is cancelled',
  },
});
