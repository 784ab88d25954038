import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The agent structure (G10): the tree, its changes (G9, G10) and the agent card. */
export const structureMessages: FeatureMessages = {
  ru: {
    app: {
      structure: {
        title: 'Структура агентов',
        empty: 'В вашей структуре пока никого нет',
        noSubdivision: 'Без подразделения',
        manager: 'менеджер',
        blocked: 'заблокирован',
        card: 'Карточка агента',
        back: 'К структуре',
        actions: { addChild: 'Добавить подразделение', rename: 'Переименовать', delete: 'Удалить подразделение', move: 'Перевести в другое подразделение' },
        dialogs: {
          addTitle: 'Новое подразделение в «%{name}»',
          renameTitle: 'Переименовать «%{name}»',
          name: 'Название подразделения',
          save: 'Сохранить',
          deleteTitle: 'Удалить подразделение «%{name}»?',
          deleteContent: 'Подразделение будет удалено из структуры. Удалить можно только пустое подразделение, без агентов и вложенных подразделений.',
          moveTitle: 'Перевести агента %{name}',
          moveTo: 'Подразделение',
          move: 'Перевести',
        },
        notifications: {
          added: 'Подразделение добавлено',
          renamed: 'Подразделение переименовано',
          deleted: 'Подразделение удалено',
          moved: 'Агент переведен в другое подразделение',
        },
      },
    },
  },
  kk: {
    app: {
      structure: {
        title: 'Агенттер құрылымы',
        empty: 'Құрылымыңызда әзірге ешкім жоқ',
        noSubdivision: 'Бөлімшесіз',
        manager: 'менеджер',
        blocked: 'бұғатталған',
        card: 'Агент карточкасы',
        back: 'Құрылымға',
        actions: { addChild: 'Бөлімше қосу', rename: 'Атауын өзгерту', delete: 'Бөлімшені жою', move: 'Басқа бөлімшеге ауыстыру' },
        dialogs: {
          addTitle: '«%{name}» ішіндегі жаңа бөлімше',
          renameTitle: '«%{name}» атауын өзгерту',
          name: 'Бөлімшенің атауы',
          save: 'Сақтау',
          deleteTitle: '«%{name}» бөлімшесін жою керек пе?',
          deleteContent: 'Бөлімше құрылымнан жойылады. Тек бос бөлімшені, агенттерсіз және ішкі бөлімшелерсіз, жоюға болады.',
          moveTitle: '%{name} агентін ауыстыру',
          moveTo: 'Бөлімше',
          move: 'Ауыстыру',
        },
        notifications: {
          added: 'Бөлімше қосылды',
          renamed: 'Бөлімшенің атауы өзгертілді',
          deleted: 'Бөлімше жойылды',
          moved: 'Агент басқа бөлімшеге ауыстырылды',
        },
      },
    },
  },
  en: {
    app: {
      structure: {
        title: 'Agent structure',
        empty: 'There is nobody in your structure yet',
        noSubdivision: 'No subdivision',
        manager: 'manager',
        blocked: 'blocked',
        card: 'Agent card',
        back: 'Back to the structure',
        actions: { addChild: 'Add a subdivision', rename: 'Rename', delete: 'Delete the subdivision', move: 'Move to another subdivision' },
        dialogs: {
          addTitle: 'New subdivision in “%{name}”',
          renameTitle: 'Rename “%{name}”',
          name: 'Subdivision name',
          save: 'Save',
          deleteTitle: 'Delete the subdivision “%{name}”?',
          deleteContent: 'The subdivision will be removed from the structure. Only an empty subdivision, with no agents and no subdivisions inside, can be deleted.',
          moveTitle: 'Move the agent %{name}',
          moveTo: 'Subdivision',
          move: 'Move',
        },
        notifications: {
          added: 'The subdivision was added',
          renamed: 'The subdivision was renamed',
          deleted: 'The subdivision was deleted',
          moved: 'The agent was moved to another subdivision',
        },
      },
    },
  },
};
