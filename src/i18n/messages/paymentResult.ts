import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['cabinet'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The public payment result page the acquirer returns the payer to (D4/result-link). */
export const paymentResultMessages: FeatureMessages = {
  ru: {
    app: {
      paymentResult: {
        order: 'Заказ № %{number} на сумму %{cost}',
        checking: 'Проверяем статус оплаты',
        invalid: 'Ссылка недействительна. Проверьте адрес или откройте свои заказы в личном кабинете.',
        toCabinet: 'В личный кабинет',
        period: '%{name}, %{period} мес.',
        instalment: '%{name}: платеж по кредиту',
        paid: {
          title: 'Оплата прошла',
          text: 'Спасибо! Заказ оплачен, все, что в нем, уже ваше:',
          toCertificates: 'К моим сертификатам',
          toServices: 'К моим услугам',
          notice: 'Заказ № %{number} оплачен. Ваши сертификаты и услуги — в личном кабинете',
        },
        pending: {
          title: 'Проверяем оплату',
          text: 'Банк еще не сообщил результат. Подождите несколько секунд…',
          wait: 'Банк еще обрабатывает платеж: обычно это занимает несколько минут. Проверьте статус позже. Если вы не завершили оплату, вернитесь к ней.',
          refresh: 'Проверить еще раз',
          backToPayment: 'Вернуться к оплате',
        },
        unpaid: {
          title: 'Оплата не прошла',
          text: 'Заказ не оплачен. Попробуйте еще раз — той же или другой картой.',
          retry: 'Оплатить еще раз',
          closed: 'Этот заказ больше нельзя оплатить. Оформите новый заказ или обратитесь к продавцу.',
        },
      },
    },
  },
  kk: {
    app: {
      paymentResult: {
        order: '№ %{number} тапсырыс, сомасы %{cost}',
        checking: 'Төлем күйін тексеріп жатырмыз',
        invalid: 'Сілтеме жарамсыз. Мекенжайды тексеріңіз немесе жеке кабинеттегі тапсырыстарыңызды ашыңыз.',
        toCabinet: 'Жеке кабинетке',
        period: '%{name}, %{period} ай',
        instalment: '%{name}: несие төлемі',
        paid: {
          title: 'Төлем өтті',
          text: 'Рақмет! Тапсырыс төленді, ондағының бәрі енді сіздікі:',
          toCertificates: 'Менің сертификаттарыма',
          toServices: 'Менің қызметтеріме',
          notice: '№ %{number} тапсырыс төленді. Сертификаттарыңыз бен қызметтеріңіз жеке кабинетте',
        },
        pending: {
          title: 'Төлемді тексеріп жатырмыз',
          text: 'Банк әлі нәтижені хабарлаған жоқ. Бірнеше секунд күтіңіз…',
          wait: 'Банк төлемді әлі өңдеп жатыр: әдетте бұл бірнеше минутқа созылады. Күйін кейінірек тексеріңіз. Төлемді аяқтамаған болсаңыз, оған оралыңыз.',
          refresh: 'Қайта тексеру',
          backToPayment: 'Төлемге оралу',
        },
        unpaid: {
          title: 'Төлем өтпеді',
          text: 'Тапсырыс төленбеді. Сол картамен немесе басқа картамен қайта көріңіз.',
          retry: 'Қайта төлеу',
          closed: 'Бұл тапсырысты енді төлеуге болмайды. Жаңа тапсырыс рәсімдеңіз немесе сатушыға хабарласыңыз.',
        },
      },
    },
  },
  en: {
    app: {
      paymentResult: {
        order: 'Order No. %{number}, %{cost}',
        checking: 'Checking the payment status',
        invalid: 'This link is not valid. Check the address or open your orders in your account.',
        toCabinet: 'To my account',
        period: '%{name}, %{period} mo.',
        instalment: '%{name}: credit instalment',
        paid: {
          title: 'Payment successful',
          text: 'Thank you! The order is paid and everything in it is yours:',
          toCertificates: 'To my certificates',
          toServices: 'To my services',
          notice: 'Order No. %{number} is paid. Your certificates and services are in your account',
        },
        pending: {
          title: 'Checking the payment',
          text: 'The bank has not reported the result yet. Please wait a few seconds…',
          wait: 'The bank is still processing the payment: this usually takes a few minutes. Check the status later. If you did not finish paying, go back to the payment.',
          refresh: 'Check again',
          backToPayment: 'Back to the payment',
        },
        unpaid: {
          title: 'Payment failed',
          text: 'The order is not paid. Try again with the same card or another one.',
          retry: 'Pay again',
          closed: 'This order can no longer be paid. Place a new order or contact the seller.',
        },
      },
    },
  },
};
