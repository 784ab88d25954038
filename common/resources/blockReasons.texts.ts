import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { blockReasons } from './blockReasons';

/** No screen shows them: the reasons' names are their own columns, one per language, answered by the server. */
export const cabinets: readonly Cabinet[] = [];

/** Block reasons (C8): a lookup without screens; its names are its own columns, one per language. */
export const texts = {
  ru: {
    resources: {
      'block-reasons': {
        name: 'Причина блокировки |||| Причины блокировки',
        fields: { code: 'Код', name_ru: 'Название (русский)', name_kk: 'Название (казахский)', name_en: 'Название (английский)', sort: 'Порядок' },
        validation: { codeRequired: 'Укажите код', name_ruRequired: 'Укажите название', name_kkRequired: 'Укажите название', name_enRequired: 'Укажите название' },
      },
    },
  },
  kk: {
    resources: {
      'block-reasons': {
        name: 'Бұғаттау себебі |||| Бұғаттау себептері',
        fields: { code: 'Коды', name_ru: 'Атауы (орысша)', name_kk: 'Атауы (қазақша)', name_en: 'Атауы (ағылшынша)', sort: 'Реті' },
        validation: { codeRequired: 'Кодты көрсетіңіз', name_ruRequired: 'Атауын көрсетіңіз', name_kkRequired: 'Атауын көрсетіңіз', name_enRequired: 'Атауын көрсетіңіз' },
      },
    },
  },
  en: {
    resources: {
      'block-reasons': {
        name: 'Block reason |||| Block reasons',
        fields: { code: 'Code', name_ru: 'Name (Russian)', name_kk: 'Name (Kazakh)', name_en: 'Name (English)', sort: 'Order' },
        validation: { codeRequired: 'Enter the code', name_ruRequired: 'Enter the name', name_kkRequired: 'Enter the name', name_enRequired: 'Enter the name' },
      },
    },
  },
} satisfies ResourceTexts<typeof blockReasons>;
