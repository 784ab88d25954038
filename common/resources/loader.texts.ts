import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** Bulk account creation (M7). */
export const loaderMessages: FeatureMessages = {
  ru: {
    resources: {
      loader: {
        name: 'Массовое создание аккаунтов |||| Массовое создание аккаунтов',
        fields: { file_name: 'Файл', partner: 'Партнер', status: 'Статус', progress_percentage: 'Прогресс', created_at: 'Дата', accounts: 'Создано аккаунтов' },
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
        fields: { file_name: 'Файл', partner: 'Серіктес', status: 'Күйі', progress_percentage: 'Барысы', created_at: 'Күні', accounts: 'Құрылған аккаунттар' },
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
        fields: { file_name: 'File', partner: 'Partner', status: 'Status', progress_percentage: 'Progress', created_at: 'Date', accounts: 'Accounts created' },
        page: { list: 'Bulk account creation' },
        total: 'Total: %{total}',
        status: { CREATED: 'Created', IN_PROGRESS: 'In progress', COMPLETED: 'Completed', ERRORED: 'Error' },
        upload: { partner: 'Partner of the new accounts', choose: 'Upload .xlsx', started: 'File accepted, the accounts are being created', hint: 'Columns: name, phone, email, login, password (optional), role (optional)' },
        download: 'Download the result',
      },
    },
  },
};
