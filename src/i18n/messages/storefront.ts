import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['cabinet'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The public storefront and its checkout (issue 27, G11). */
export const storefrontMessages: FeatureMessages = {
  ru: {
    app: {
      storefront: {
        title: 'Тарифы и услуги',
        rates: 'Тарифы',
        services: 'Дополнительные услуги',
        buy: 'Купить',
        fromPartner: 'Вы пришли по ссылке партнера «%{name}»',
        checkout: 'Оформление покупки',
        accountNeeded: 'Чтобы оплатить, зарегистрируйтесь по номеру телефона или войдите, если аккаунт уже есть. После этого вы вернетесь к этой покупке.',
        register: 'Зарегистрироваться',
        signIn: 'Войти',
        toCabinet: 'Личный кабинет',
        pay: 'Оплатить',
        nothingChosen: 'Покупка не выбрана.',
        back: 'Вернуться к тарифам и услугам',
      },
    },
  },
  kk: {
    app: {
      storefront: {
        title: 'Тарифтер мен қызметтер',
        rates: 'Тарифтер',
        services: 'Қосымша қызметтер',
        buy: 'Сатып алу',
        fromPartner: 'Сіз «%{name}» серіктесінің сілтемесі арқылы келдіңіз',
        checkout: 'Сатып алуды рәсімдеу',
        accountNeeded: 'Төлеу үшін телефон нөмірі арқылы тіркеліңіз немесе аккаунтыңыз болса, кіріңіз. Содан кейін осы сатып алуға ораласыз.',
        register: 'Тіркелу',
        signIn: 'Кіру',
        toCabinet: 'Жеке кабинет',
        pay: 'Төлеу',
        nothingChosen: 'Сатып алу таңдалмаған.',
        back: 'Тарифтер мен қызметтерге оралу',
      },
    },
  },
  en: {
    app: {
      storefront: {
        title: 'Tariffs and services',
        rates: 'Tariffs',
        services: 'Additional services',
        buy: 'Buy',
        fromPartner: 'You came through the link of partner "%{name}"',
        checkout: 'Checkout',
        accountNeeded: 'To pay, register with your phone number or sign in if you already have an account. You will then come back to this purchase.',
        register: 'Register',
        signIn: 'Sign in',
        toCabinet: 'My cabinet',
        pay: 'Pay',
        nothingChosen: 'Nothing has been chosen.',
        back: 'Back to tariffs and services',
      },
    },
  },
};
