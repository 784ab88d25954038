import { defineMessages } from './define';

/** Server texts: the SMS and e-mail outbox (M1, M2). */
export const messagesMessages = defineMessages({
  ru: {
    'messages.balanceUnavailable': 'SMS-оператор не ответил, баланс неизвестен; попробуйте позже',
  },
  kk: {
    'messages.balanceUnavailable': 'SMS операторы жауап бермеді, баланс белгісіз; кейінірек қайталаңыз',
  },
  en: {
    'messages.balanceUnavailable': 'The SMS provider did not answer, so the balance is unknown; try again later',
  },
});
