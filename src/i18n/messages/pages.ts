import type { FeatureMessages } from '../types';

/** Shell pages: not found, error, loading (B6 via ra.page.loading), placeholder, login, cabinet guard, cookie consent, welcome banner. */
export const pagesMessages: FeatureMessages = {
  ru: {
    app: {
      pages: {
        notFound: { title: 'Такой страницы не нашлось', status: '404', home: 'Вернуться на главную' },
        error: { title: 'Что-то пошло не так...' },
        placeholder: 'Раздел в разработке',
        login: {
          title: 'Вход в кабинет',
          input: 'Логин, телефон или e-mail',
          password: 'Пароль',
          submit: 'Войти',
        },
        guard: {
          warning: 'Нет доступа к этой части кабинета, вы будете перенаправлены',
          countdown: 'Перенаправление через %{smart_count} с',
        },
        cookie: {
          text: 'Мы используем файлы cookie и обрабатываем персональные данные, чтобы сайт работал. Продолжая пользоваться сайтом, вы соглашаетесь с этим.',
          accept: 'Принимаю',
        },
        banner: { title: 'Добро пожаловать!', text: 'Здесь собраны ваши сертификаты, услуги и документы.' },
      },
      confirm: { yes: 'Да', no: 'Нет' },
    },
    ra: {
      page: { loading: 'Загрузка...' },
      // react-admin's own would show the pattern itself to a person
      validation: { regex: 'Неверный формат' },
      message: { delete_title: 'Вы уверены?', bulk_delete_title: 'Вы уверены?' },
    },
  },
  kk: {
    app: {
      pages: {
        notFound: { title: 'Мұндай бет табылмады', status: '404', home: 'Басты бетке оралу' },
        error: { title: 'Бірдеңе дұрыс болмады...' },
        placeholder: 'Бөлім әзірленуде',
        login: {
          title: 'Кабинетке кіру',
          input: 'Логин, телефон немесе e-mail',
          password: 'Құпиясөз',
          submit: 'Кіру',
        },
        guard: {
          warning: 'Кабинеттің бұл бөліміне қол жеткізу мүмкін емес, сіз басқа бетке бағытталасыз',
          countdown: '%{smart_count} с кейін бағыттау',
        },
        cookie: {
          text: 'Сайттың жұмысы үшін біз cookie файлдарын пайдаланамыз және дербес деректерді өңдейміз. Сайтты пайдалануды жалғастыра отырып, сіз бұған келісесіз.',
          accept: 'Келісемін',
        },
        banner: { title: 'Қош келдіңіз!', text: 'Мұнда сіздің сертификаттарыңыз, қызметтеріңіз және құжаттарыңыз жинақталған.' },
      },
      confirm: { yes: 'Иә', no: 'Жоқ' },
    },
    ra: {
      page: { loading: 'Жүктелуде...' },
      validation: { regex: 'Пішімі қате' },
      message: { delete_title: 'Сенімдісіз бе?', bulk_delete_title: 'Сенімдісіз бе?' },
    },
  },
  en: {
    app: {
      pages: {
        notFound: { title: 'This page was not found', status: '404', home: 'Back to the home page' },
        error: { title: 'Something went wrong...' },
        placeholder: 'This section is in development',
        login: { title: 'Sign in', input: 'Login, phone or e-mail', password: 'Password', submit: 'Sign in' },
        guard: {
          warning: 'You have no access to this part of the cabinet, you will be redirected',
          countdown: 'Redirecting in %{smart_count} s',
        },
        cookie: {
          text: 'We use cookies and process personal data to run this site. By continuing to use it you agree to this.',
          accept: 'I agree',
        },
        banner: { title: 'Welcome!', text: 'Your certificates, services and documents are all here.' },
      },
      confirm: { yes: 'Yes', no: 'No' },
    },
    ra: {
      page: { loading: 'Loading...' },
      validation: { regex: 'Wrong format' },
      message: { delete_title: 'Are you sure?', bulk_delete_title: 'Are you sure?' },
    },
  },
};
