import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { jobs } from './jobs';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The admin's 'Задачи': the background jobs, their queue and status in words. */
export const texts = {
  ru: {
    resources: {
      jobs: {
        name: 'Задача |||| Задачи',
        empty: 'Фоновых задач еще не было',
        fields: {
          queue: 'Задача', status: 'Статус', attempts: 'Попыток', error_kind: 'Ошибка', last_error: 'Текст ошибки', progress: 'Выполнено, %',
          run_at: 'Следующий запуск', created_at: 'Создана', finished_at: 'Завершена',
        },
        choices: {
          queue: {
            receipt: 'Чек в онлайн-кассу', sms: 'Отправка SMS', email: 'Отправка e-mail', generation: 'Генерация сертификатов',
            loader: 'Массовая загрузка аккаунтов', instalments: 'Автоплатежи по кредиту',
          },
          status: { queued: 'Ожидает', active: 'Выполняется', done: 'Выполнена', failed: 'Не выполнена' },
          error_kind: {
            unavailable: 'Сервис не ответил, будет повтор', refused: 'Сервис отказал', abandoned: 'Процесс сервера прерывался слишком часто',
            error: 'Ошибка программы',
          },
        },
      },
    },
  },
  kk: {
    resources: {
      jobs: {
        name: 'Тапсырма |||| Тапсырмалар',
        empty: 'Фондық тапсырмалар әлі болған жоқ',
        fields: {
          queue: 'Тапсырма', status: 'Күйі', attempts: 'Әрекеттер', error_kind: 'Қате', last_error: 'Қате мәтіні', progress: 'Орындалды, %',
          run_at: 'Келесі іске қосу', created_at: 'Құрылды', finished_at: 'Аяқталды',
        },
        choices: {
          queue: {
            receipt: 'Онлайн-кассаға чек', sms: 'SMS жіберу', email: 'E-mail жіберу', generation: 'Сертификаттарды генерациялау',
            loader: 'Аккаунттарды жаппай жүктеу', instalments: 'Несие бойынша автотөлемдер',
          },
          status: { queued: 'Күтуде', active: 'Орындалуда', done: 'Орындалды', failed: 'Орындалмады' },
          error_kind: {
            unavailable: 'Сервис жауап бермеді, қайталанады', refused: 'Сервис бас тартты', abandoned: 'Сервер процесі тым жиі үзілді',
            error: 'Бағдарлама қатесі',
          },
        },
      },
    },
  },
  en: {
    resources: {
      jobs: {
        name: 'Job |||| Jobs',
        empty: 'No background jobs yet',
        fields: {
          queue: 'Job', status: 'Status', attempts: 'Attempts', error_kind: 'Error', last_error: 'Error text', progress: 'Done, %',
          run_at: 'Next run', created_at: 'Created', finished_at: 'Finished',
        },
        choices: {
          queue: {
            receipt: 'Receipt to the cash register', sms: 'SMS delivery', email: 'E-mail delivery', generation: 'Certificate generation',
            loader: 'Bulk account upload', instalments: 'Credit autopayments',
          },
          status: { queued: 'Waiting', active: 'Running', done: 'Done', failed: 'Failed' },
          error_kind: {
            unavailable: 'The service did not answer; it will be retried', refused: 'The service refused', abandoned: 'The server process stopped too often',
            error: 'Program error',
          },
        },
      },
    },
  },
} satisfies ResourceTexts<typeof jobs>;
