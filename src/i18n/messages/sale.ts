import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The sale page (D1–D5). */
export const saleMessages: FeatureMessages = {
  ru: {
    app: {
      sale: {
        title: 'Продажа сертификата',
        fields: {
          rate_id: 'Тариф',
          period: 'Срок, мес.',
          phone: 'Телефон клиента',
          email: 'Email клиента',
          name: 'ФИО клиента',
          customerType: 'Клиент',
          inn: 'ИНН или ОГРН',
          company: 'Компания',
          postal: 'Почтовый адрес',
          legal: 'Юридический адрес',
          meter: 'Метраж, м²',
          promo_code: 'Промокод',
          send_sms: 'Отправить SMS клиенту',
          creditPeriod: 'Срок кредита, мес.',
          creditPercent: 'Процент автоплатежа',
        },
        customerTypes: { individual: 'Физическое лицо', legal: 'Юридическое лицо' },
        existing: 'Клиент уже есть: %{name}',
        lookup: 'Найти по ИНН/ОГРН',
        lookupError: 'Введите действующий ИНН/ОГРН или проверьте введенные данные',
        credit: 'Продажа в кредит',
        creditSummary:
          'Клиент заплатит %{total}: %{smart_count} платеж по %{monthly} (последний уточняет копейки) |||| Клиент заплатит %{total}: %{smart_count} платежа по %{monthly} (последний уточняет копейки) |||| Клиент заплатит %{total}: %{smart_count} платежей по %{monthly} (последний уточняет копейки)',
        periodCost: 'Стоимость за срок: %{cost}',
        submit: 'Оформить',
        validation: { name: 'Вы не ввели ФИО клиента', phone: 'Вы не ввели телефон клиента', email: 'Вы не ввели email клиента' },
        done: {
          title: 'Сертификат № %{number} оформлен',
          cost: 'К оплате: %{cost}',
          pay: 'Оплатить картой',
          invoice: 'Счет',
          sendLink: 'Отправить ссылку',
          open: 'Открыть сертификат',
          again: 'Новая продажа',
        },
      },
    },
  },
  kk: {
    app: {
      sale: {
        title: 'Сертификат сату',
        fields: {
          rate_id: 'Тариф',
          period: 'Мерзімі, ай',
          phone: 'Клиенттің телефоны',
          email: 'Клиенттің email-ы',
          name: 'Клиенттің аты-жөні',
          customerType: 'Клиент',
          inn: 'ЖСН немесе ОГРН',
          company: 'Компания',
          postal: 'Пошталық мекенжай',
          legal: 'Заңды мекенжай',
          meter: 'Аумағы, м²',
          promo_code: 'Промокод',
          send_sms: 'Клиентке SMS жіберу',
          creditPeriod: 'Несие мерзімі, ай',
          creditPercent: 'Автотөлем пайызы',
        },
        customerTypes: { individual: 'Жеке тұлға', legal: 'Заңды тұлға' },
        existing: 'Клиент бар: %{name}',
        lookup: 'ЖСН/ОГРН бойынша табу',
        lookupError: 'Жарамды ЖСН/ОГРН енгізіңіз немесе енгізілген деректерді тексеріңіз',
        credit: 'Несиеге сату',
        creditSummary: 'Клиент %{total} төлейді: %{monthly} бойынша %{smart_count} төлем (соңғысы тиынды нақтылайды)',
        periodCost: 'Мерзім құны: %{cost}',
        submit: 'Рәсімдеу',
        validation: { name: 'Клиенттің аты-жөнін енгізбедіңіз', phone: 'Клиенттің телефонын енгізбедіңіз', email: 'Клиенттің email-ын енгізбедіңіз' },
        done: {
          title: '№ %{number} сертификат рәсімделді',
          cost: 'Төлеуге: %{cost}',
          pay: 'Картамен төлеу',
          invoice: 'Шот',
          sendLink: 'Сілтемені жіберу',
          open: 'Сертификатты ашу',
          again: 'Жаңа сату',
        },
      },
    },
  },
  en: {
    app: {
      sale: {
        title: 'Certificate sale',
        fields: {
          rate_id: 'Tariff',
          period: 'Period, months',
          phone: 'Client phone',
          email: 'Client e-mail',
          name: 'Client full name',
          customerType: 'Client',
          inn: 'INN or OGRN',
          company: 'Company',
          postal: 'Postal address',
          legal: 'Legal address',
          meter: 'Area, m²',
          promo_code: 'Promo code',
          send_sms: 'Send an SMS to the client',
          creditPeriod: 'Credit period, months',
          creditPercent: 'Autopay percent',
        },
        customerTypes: { individual: 'Individual', legal: 'Legal entity' },
        existing: 'Existing client: %{name}',
        lookup: 'Find by INN/OGRN',
        lookupError: 'Enter a valid INN/OGRN or check the data you entered',
        credit: 'Credit sale',
        creditSummary: 'The client pays %{total}: %{smart_count} payment of %{monthly} (the last one settles the kopecks) |||| The client pays %{total}: %{smart_count} payments of %{monthly} (the last one settles the kopecks)',
        periodCost: 'Price for the period: %{cost}',
        submit: 'Sell',
        validation: { name: "You did not enter the client's name", phone: "You did not enter the client's phone", email: "You did not enter the client's e-mail" },
        done: {
          title: 'Certificate No. %{number} issued',
          cost: 'Amount due: %{cost}',
          pay: 'Pay by card',
          invoice: 'Invoice',
          sendLink: 'Send the link',
          open: 'Open the certificate',
          again: 'New sale',
        },
      },
    },
  },
};
