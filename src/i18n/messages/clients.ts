import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The client screens' own texts: the users (clients) list E1, add-client E5/O5, the card E3–E10 and its comments E8 (the fields' in common/resources/clients.texts.ts). */
export const clientsMessages: FeatureMessages = {
  ru: {
    app: {
      clients: {
        add: 'Добавить клиента',
        tabs: { certificates: 'Сертификаты', options: 'Опции', documents: 'Анкеты и документы', comments: 'Комментарии' },
        validation: { name: 'Вы не ввели ФИО клиента', phone: 'Вы не ввели телефон клиента', email: 'Вы не ввели email клиента', moneyStep: 'Сумма должна быть кратна 100', bonusStep: 'Бонусы — целое число' },
        saved: 'Клиент изменен',
        created: 'Клиент добавлен',
        deleted: 'Клиент удален',
        serverError: 'На сервере произошла ошибка',
        confirmTitle: 'Вы уверены?',
        deleteQuestion: 'Удалить клиента «%{name}»?',
        certificates: { showInactive: 'Показать неактивные', empty: 'Сертификатов нет', active: 'Активен', inactive: 'Неактивен', finish: 'до %{date}' },
        options: { empty: 'Опций нет', unlimited: 'Безлимит' },
        comments: {
          placeholder: 'Текст комментария',
          send: 'Отправить',
          empty: 'Комментариев нет',
          required: 'Вы не ввели текст сообщения',
          deleteFailed: 'Комментарий не удален',
          deleteQuestion: 'Удалить комментарий?',
        },
      },
    },
  },
  kk: {
    app: {
      clients: {
        add: 'Клиент қосу',
        tabs: { certificates: 'Сертификаттар', options: 'Опциялар', documents: 'Сауалнамалар мен құжаттар', comments: 'Пікірлер' },
        validation: { name: 'Клиенттің аты-жөнін енгізбедіңіз', phone: 'Клиенттің телефонын енгізбедіңіз', email: 'Клиенттің email-ін енгізбедіңіз', moneyStep: 'Сома 100-ге еселі болуы керек', bonusStep: 'Бонустар бүтін сан болуы керек' },
        saved: 'Клиент өзгертілді',
        created: 'Клиент қосылды',
        deleted: 'Клиент жойылды',
        serverError: 'Серверде қате орын алды',
        confirmTitle: 'Сенімдісіз бе?',
        deleteQuestion: '«%{name}» клиентін жою керек пе?',
        certificates: { showInactive: 'Белсенді еместерін көрсету', empty: 'Сертификаттар жоқ', active: 'Белсенді', inactive: 'Белсенді емес', finish: '%{date} дейін' },
        options: { empty: 'Опциялар жоқ', unlimited: 'Шектеусіз' },
        comments: {
          placeholder: 'Пікір мәтіні',
          send: 'Жіберу',
          empty: 'Пікірлер жоқ',
          required: 'Хабарлама мәтінін енгізбедіңіз',
          deleteFailed: 'Пікір жойылмады',
          deleteQuestion: 'Пікірді жою керек пе?',
        },
      },
    },
  },
  en: {
    app: {
      clients: {
        add: 'Add client',
        tabs: { certificates: 'Certificates', options: 'Options', documents: 'Questionnaires and documents', comments: 'Comments' },
        validation: { name: "You did not enter the client's full name", phone: "You did not enter the client's phone", email: "You did not enter the client's email", moneyStep: 'The amount must be a multiple of 100', bonusStep: 'Bonus points are whole numbers' },
        saved: 'Client changed',
        created: 'Client added',
        deleted: 'Client deleted',
        serverError: 'A server error occurred',
        confirmTitle: 'Are you sure?',
        deleteQuestion: 'Delete the client "%{name}"?',
        certificates: { showInactive: 'Show inactive', empty: 'No certificates', active: 'Active', inactive: 'Inactive', finish: 'until %{date}' },
        options: { empty: 'No options', unlimited: 'Unlimited' },
        comments: {
          placeholder: 'Comment text',
          send: 'Send',
          empty: 'No comments',
          required: 'You did not enter the message text',
          deleteFailed: 'The comment was not deleted',
          deleteQuestion: 'Delete the comment?',
        },
      },
    },
  },
};
