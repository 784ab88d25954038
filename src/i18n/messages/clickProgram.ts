import type { FeatureMessages } from '../types';

/** G11: the click programme partner's consent modal and the partner 'admin' mark. */
export const clickProgramMessages: FeatureMessages = {
  ru: {
    app: {
      clickProgram: {
        title: 'Условия партнерской программы',
        text: 'Вы работаете как агент партнера программы. Продолжая, вы соглашаетесь продавать сертификаты по тарифам и ценам программы, передавать данные клиентов только для оформления сертификатов и с их согласия на обработку персональных данных.',
        accept: 'Принимаю условия',
        decline: 'Выйти',
        accepted: 'Условия программы приняты',
        adminMark: 'admin',
      },
    },
  },
  kk: {
    app: {
      clickProgram: {
        title: 'Серіктестік бағдарлама шарттары',
        text: 'Сіз бағдарлама серіктесінің агенті ретінде жұмыс істейсіз. Жалғастыра отырып, сертификаттарды бағдарламаның тарифтері мен бағалары бойынша сатуға, клиенттер деректерін тек сертификат ресімдеу үшін және олардың дербес деректерді өңдеуге келісімімен беруге келісесіз.',
        accept: 'Шарттарды қабылдаймын',
        decline: 'Шығу',
        accepted: 'Бағдарлама шарттары қабылданды',
        adminMark: 'admin',
      },
    },
  },
  en: {
    app: {
      clickProgram: {
        title: 'Partner programme terms',
        text: "You work as an agent of the programme partner. By continuing you agree to sell certificates at the programme's tariffs and prices, and to pass on clients' data only to issue certificates and with their consent to the processing of personal data.",
        accept: 'I accept the terms',
        decline: 'Log out',
        accepted: 'Programme terms accepted',
        adminMark: 'admin',
      },
    },
  },
};
