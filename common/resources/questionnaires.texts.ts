import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { questionnaires } from './questionnaires';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales', 'cabinet'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** Questionnaires (K7): the record's labels; the screens' own texts are app.questionnaires (src/i18n/messages/clientContent.ts). */
export const texts = {
  ru: {
    resources: {
      questionnaires: {
        name: 'Анкета |||| Анкеты',
        empty: 'Анкет пока нет',
        fields: {
          title: 'Название',
          description: 'Описание',
          active: 'Опубликована',
          questions: 'Вопросы',
          created_at: 'Создана',
          passed_at: 'Заполнена',
        },
        validation: { titleRequired: 'Укажите название анкеты', activeRequired: 'Укажите, опубликована ли анкета', questionsRequired: 'Добавьте вопросы' },
      },
    },
  },
  kk: {
    resources: {
      questionnaires: {
        name: 'Сауалнама |||| Сауалнамалар',
        empty: 'Сауалнамалар әзірге жоқ',
        fields: {
          title: 'Атауы',
          description: 'Сипаттамасы',
          active: 'Жарияланған',
          questions: 'Сұрақтар',
          created_at: 'Құрылған',
          passed_at: 'Толтырылған',
        },
        validation: { titleRequired: 'Сауалнама атауын көрсетіңіз', activeRequired: 'Сауалнама жариялана ма, көрсетіңіз', questionsRequired: 'Сұрақтар қосыңыз' },
      },
    },
  },
  en: {
    resources: {
      questionnaires: {
        name: 'Questionnaire |||| Questionnaires',
        empty: 'No questionnaires yet',
        fields: {
          title: 'Title',
          description: 'Description',
          active: 'Published',
          questions: 'Questions',
          created_at: 'Created',
          passed_at: 'Passed',
        },
        validation: { titleRequired: 'Enter the questionnaire title', activeRequired: 'Say whether the questionnaire is published', questionsRequired: 'Add the questions' },
      },
    },
  },
} satisfies ResourceTexts<typeof questionnaires>;
