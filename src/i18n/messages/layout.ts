import type { FeatureMessages } from '../types';

/** App bar, greeting panel, back link and brand titles. */
export const layoutMessages: FeatureMessages = {
  ru: {
    app: {
      brand: { certificates: 'Сертификаты', 'certificates-kz': 'Сертификаты KZ' },
      layout: {
        greeting: 'Здравствуйте, %{name}',
        guest: 'Клиент',
        settings: 'Настройки',
        logout: 'Выйти',
        more: 'Ещё',
        staging: 'Тестовый стенд',
        fullscreen: { enter: 'Во весь экран', exit: 'Выйти из полноэкранного режима' },
        back: 'Назад к разделу «%{section}»',
      },
    },
  },
  kk: {
    app: {
      brand: { certificates: 'Сертификаттар', 'certificates-kz': 'Сертификаттар KZ' },
      layout: {
        greeting: 'Сәлеметсіз бе, %{name}',
        guest: 'Клиент',
        settings: 'Баптаулар',
        logout: 'Шығу',
        more: 'Тағы',
        staging: 'Тест стенді',
        fullscreen: { enter: 'Толық экран', exit: 'Толық экраннан шығу' },
        back: '«%{section}» бөліміне оралу',
      },
    },
  },
  en: {
    app: {
      brand: { certificates: 'Certificates', 'certificates-kz': 'Certificates KZ' },
      layout: {
        greeting: 'Hello, %{name}',
        guest: 'Client',
        settings: 'Settings',
        logout: 'Log out',
        more: 'More',
        staging: 'Staging',
        fullscreen: { enter: 'Full screen', exit: 'Exit full screen' },
        back: 'Back to %{section}',
      },
    },
  },
};
