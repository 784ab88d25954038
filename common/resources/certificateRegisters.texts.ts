import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { certificateRegisters } from './certificateRegisters';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** Registry import and the registers page (G4, C15). */
export const texts = {
  ru: {
    resources: {
      'certificates-registers': {
        name: 'Реестры |||| Реестры',
        empty: 'Реестров пока нет',
        fields: { total_rows: 'Строк в файле', created_by: 'Загрузил', created_at: 'Дата', partner: 'Партнер', kind: 'Тип', file_name: 'Файл', imported_rows: 'Загружено', refused_rows: 'Отклонено', status: 'Статус' },
        choices: { kind: { certificates: 'Сертификаты' }, status: { PROCESSING: 'Обрабатывается', COMPLETED: 'Обработан', ERRORED: 'Ошибка' } },
        report: 'Отчет',
        upload: {
          open: 'Загрузить реестр',
          title: 'Загрузка реестра сертификатов',
          partner: 'Партнер',
          file: 'Файл реестра',
          dropHint: 'Перетащите файл .xlsx сюда или нажмите, чтобы выбрать (файл .xls сохраните в Excel как .xlsx)',
          columns: 'Столбцы: name, phone, tariff (код тарифа); необязательные: email, period, company, agent, meter',
          tooLarge: 'Файл слишком большой: допустимо до 10 МБ',
          noPartner: 'Ваш аккаунт не привязан к партнеру',
          sending: 'Реестр обрабатывается',
        },
        result: {
          title: 'Результат по строкам',
          summary: 'Загружено %{imported} из %{total}, отклонено %{refused}',
          row: 'Строка',
          client: 'Клиент',
          status: 'Результат',
          outcome: 'Сертификат или причина',
        },
      },
    },
  },
  kk: {
    resources: {
      'certificates-registers': {
        name: 'Тізілімдер |||| Тізілімдер',
        empty: 'Әзірге тізілімдер жоқ',
        fields: { total_rows: 'Файлдағы жолдар', created_by: 'Жүктеген', created_at: 'Күні', partner: 'Серіктес', kind: 'Түрі', file_name: 'Файл', imported_rows: 'Жүктелді', refused_rows: 'Қабылданбады', status: 'Күйі' },
        choices: { kind: { certificates: 'Сертификаттар' }, status: { PROCESSING: 'Өңделуде', COMPLETED: 'Өңделді', ERRORED: 'Қате' } },
        report: 'Есеп',
        upload: {
          open: 'Тізілімді жүктеу',
          title: 'Сертификаттар тізілімін жүктеу',
          partner: 'Серіктес',
          file: 'Тізілім файлы',
          dropHint: '.xlsx файлын осында сүйреңіз немесе таңдау үшін басыңыз (.xls файлын Excel-де .xlsx ретінде сақтаңыз)',
          columns: 'Бағандар: name, phone, tariff (тариф коды); міндетті емес: email, period, company, agent, meter',
          tooLarge: 'Файл тым үлкен: 10 МБ-қа дейін рұқсат етіледі',
          noPartner: 'Аккаунтыңыз серіктеске байланбаған',
          sending: 'Тізілім өңделуде',
        },
        result: {
          title: 'Жолдар бойынша нәтиже',
          summary: '%{total} ішінен %{imported} жүктелді, %{refused} қабылданбады',
          row: 'Жол',
          client: 'Клиент',
          status: 'Нәтиже',
          outcome: 'Сертификат немесе себебі',
        },
      },
    },
  },
  en: {
    resources: {
      'certificates-registers': {
        name: 'Registers |||| Registers',
        empty: 'No registers yet',
        fields: { total_rows: 'Rows in the file', created_by: 'Uploaded by', created_at: 'Date', partner: 'Partner', kind: 'Kind', file_name: 'File', imported_rows: 'Imported', refused_rows: 'Refused', status: 'Status' },
        choices: { kind: { certificates: 'Certificates' }, status: { PROCESSING: 'Processing', COMPLETED: 'Processed', ERRORED: 'Error' } },
        report: 'Report',
        upload: {
          open: 'Upload a register',
          title: 'Certificate register upload',
          partner: 'Partner',
          file: 'Register file',
          dropHint: 'Drop an .xlsx file here or click to choose one (save an .xls file as .xlsx in Excel)',
          columns: 'Columns: name, phone, tariff (tariff code); optional: email, period, company, agent, meter',
          tooLarge: 'The file is too large: up to 10 MB is allowed',
          noPartner: 'Your account is not linked to a partner',
          sending: 'The register is being processed',
        },
        result: {
          title: 'Result per row',
          summary: '%{imported} of %{total} imported, %{refused} refused',
          row: 'Row',
          client: 'Client',
          status: 'Result',
          outcome: 'Certificate or reason',
        },
      },
    },
  },
} satisfies ResourceTexts<typeof certificateRegisters>;
