import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { loader } from './loader';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** Bulk account creation (M7). */
export const texts = {
  ru: {
    resources: {
      loader: {
        name: 'Массовое создание аккаунтов |||| Массовое создание аккаунтов',
        empty: 'Загрузок пока нет: выберите партнёра и загрузите .xlsx',
        fields: { partner_id: 'Партнер', completed_tasks: 'Обработано строк', total_tasks: 'Строк всего', has_result: 'Есть результат', file_name: 'Файл', partner: 'Партнер', status: 'Статус', progress_percentage: 'Прогресс', created_at: 'Дата', accounts: 'Создано аккаунтов' },
        choices: { status: { CREATED: 'Создан', IN_PROGRESS: 'Обрабатывается', COMPLETED: 'Завершен', ERRORED: 'Ошибка' } },
        page: { list: 'Массовое создание аккаунтов' },
        total: 'Всего: %{total}',
        status: { CREATED: 'Создана', IN_PROGRESS: 'Выполняется', COMPLETED: 'Завершена', ERRORED: 'Ошибка' },
        upload: { partner: 'Партнер для новых аккаунтов', choose: 'Загрузить .xlsx', started: 'Файл принят, аккаунты создаются', hint: 'Столбцы: name, phone, email, login, password (необязательно), role (необязательно)' },
        download: 'Скачать результат',
      },
    },
  },
  kk: {
    resources: {
      loader: {
        name: 'Аккаунттарды жаппай құру |||| Аккаунттарды жаппай құру',
        empty: 'Әзірге жүктеулер жоқ: серіктесті таңдап, .xlsx жүктеңіз',
        fields: { partner_id: 'Серіктес', completed_tasks: 'Өңделген жолдар', total_tasks: 'Барлық жолдар', has_result: 'Нәтижесі бар', file_name: 'Файл', partner: 'Серіктес', status: 'Күйі', progress_percentage: 'Барысы', created_at: 'Күні', accounts: 'Құрылған аккаунттар' },
        choices: { status: { CREATED: 'Құрылды', IN_PROGRESS: 'Өңделуде', COMPLETED: 'Аяқталды', ERRORED: 'Қате' } },
        page: { list: 'Аккаунттарды жаппай құру' },
        total: 'Барлығы: %{total}',
        status: { CREATED: 'Құрылды', IN_PROGRESS: 'Орындалуда', COMPLETED: 'Аяқталды', ERRORED: 'Қате' },
        upload: { partner: 'Жаңа аккаунттар серіктесі', choose: '.xlsx жүктеу', started: 'Файл қабылданды, аккаунттар құрылуда', hint: 'Бағандар: name, phone, email, login, password (міндетті емес), role (міндетті емес)' },
        download: 'Нәтижені жүктеу',
      },
    },
  },
  en: {
    resources: {
      loader: {
        name: 'Bulk account creation |||| Bulk account creation',
        empty: 'No uploads yet: pick a partner and upload an .xlsx',
        fields: { partner_id: 'Partner', completed_tasks: 'Rows processed', total_tasks: 'Rows in all', has_result: 'Has a result', file_name: 'File', partner: 'Partner', status: 'Status', progress_percentage: 'Progress', created_at: 'Date', accounts: 'Accounts created' },
        choices: { status: { CREATED: 'Created', IN_PROGRESS: 'In progress', COMPLETED: 'Completed', ERRORED: 'Error' } },
        page: { list: 'Bulk account creation' },
        total: 'Total: %{total}',
        status: { CREATED: 'Created', IN_PROGRESS: 'In progress', COMPLETED: 'Completed', ERRORED: 'Error' },
        upload: { partner: 'Partner of the new accounts', choose: 'Upload .xlsx', started: 'File accepted, the accounts are being created', hint: 'Columns: name, phone, email, login, password (optional), role (optional)' },
        download: 'Download the result',
      },
    },
  },
} satisfies ResourceTexts<typeof loader>;
