import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { invitations } from './invitations';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** Invitations (G6) on the partner page, and the public registration by invitation (A11). */
export const texts = {
  ru: {
    resources: {
      invitations: {
        title: 'Приглашения',
        choices: { status: { DEFAULT: 'Ожидает регистрации', SUCCESS: 'Зарегистрирован', FAILED: 'Ошибка' } },
        name: 'Приглашение |||| Приглашения',
        fields: { partner_id: 'Партнер', subdivision_id: 'Подразделение', fields: 'Поля анкеты', blocked: 'Отключено', status: 'Статус', created_at: 'Создано', name: 'ФИО', phone: 'Телефон', email: 'Email', passport: 'Паспорт', details: 'Реквизиты', tin: 'ИНН', login: 'Логин', address: 'Адрес' },
        askedFields: 'Что спросить у агента',
        subdivision: 'Подразделение',
        noSubdivision: 'Нет подразделения',
        create: 'Создать приглашение',
        empty: 'Приглашений нет',
        columns: { created_at: 'Создано', status: 'Состояние', fields: 'Поля', subdivision: 'Подразделение' },
        status: { DEFAULT: 'Активно', SUCCESS: 'Использовано', FAILED: 'Ошибка регистрации', blocked: 'Заблокировано' },
        copyLink: 'Скопировать ссылку',
        block: 'Заблокировать',
        unblock: 'Разблокировать',
        confirmDelete: 'Приглашение будет удалено.',
        validation: { partner_idRequired: 'Выберите партнера', signInField: 'Отметьте логин, телефон или email: по ним агент входит' },
        notifications: { created: 'Приглашение создано', blocked: 'Приглашение заблокировано', unblocked: 'Приглашение разблокировано', deleted: 'Приглашение удалено' },
      },
    },
    app: {
      invitation: {
        title: 'Регистрация агента',
        partner: 'Партнёр: %{name}',
        notFound: 'Такого приглашения не существует',
        inactive: 'Приглашение уже не активно',
        password: 'Пароль',
        passwordConfirmation: 'Повторите пароль',
        submit: 'Зарегистрироваться',
        registered: 'Регистрация завершена. Теперь вы можете',
        signIn: 'войти',
        validation: {
          passwordsDiffer: 'Пароли не совпадают',
          tin: 'ИНН: 10 или 12 цифр',
          login: 'Логин: от 3 до 50 латинских букв, цифр или знаков . _ -, хотя бы одна буква',
        },
      },
    },
  },
  kk: {
    resources: {
      invitations: {
        title: 'Шақырулар',
        choices: { status: { DEFAULT: 'Тіркеуді күтуде', SUCCESS: 'Тіркелді', FAILED: 'Қате' } },
        name: 'Шақыру |||| Шақырулар',
        fields: { partner_id: 'Серіктес', subdivision_id: 'Бөлімше', fields: 'Сауалнама өрістері', blocked: 'Өшірілген', status: 'Күйі', created_at: 'Құрылды', name: 'Аты-жөні', phone: 'Телефон', email: 'Email', passport: 'Төлқұжат', details: 'Деректемелер', tin: 'СТН', login: 'Логин', address: 'Мекенжай' },
        askedFields: 'Агенттен не сұрау керек',
        subdivision: 'Бөлімше',
        noSubdivision: 'Бөлімше жоқ',
        create: 'Шақыру құру',
        empty: 'Шақырулар жоқ',
        columns: { created_at: 'Құрылды', status: 'Күйі', fields: 'Өрістер', subdivision: 'Бөлімше' },
        status: { DEFAULT: 'Белсенді', SUCCESS: 'Пайдаланылды', FAILED: 'Тіркеу қатесі', blocked: 'Бұғатталған' },
        copyLink: 'Сілтемені көшіру',
        block: 'Бұғаттау',
        unblock: 'Бұғаттан шығару',
        confirmDelete: 'Шақыру жойылады.',
        validation: { partner_idRequired: 'Серіктесті таңдаңыз', signInField: 'Логинді, телефонды немесе email-ды белгілеңіз: агент солар арқылы кіреді' },
        notifications: { created: 'Шақыру құрылды', blocked: 'Шақыру бұғатталды', unblocked: 'Шақыру бұғаттан шығарылды', deleted: 'Шақыру жойылды' },
      },
    },
    app: {
      invitation: {
        title: 'Агентті тіркеу',
        partner: 'Серіктес: %{name}',
        notFound: 'Мұндай шақыру жоқ',
        inactive: 'Шақыру енді белсенді емес',
        password: 'Құпиясөз',
        passwordConfirmation: 'Құпиясөзді қайталаңыз',
        submit: 'Тіркелу',
        registered: 'Тіркеу аяқталды. Енді сіз',
        signIn: 'кіре аласыз',
        validation: {
          passwordsDiffer: 'Құпиясөздер сәйкес келмейді',
          tin: 'СТН: 10 немесе 12 цифр',
          login: 'Логин: 3-тен 50-ге дейін латын әрпі, цифр немесе . _ - белгілері, кемінде бір әріп',
        },
      },
    },
  },
  en: {
    resources: {
      invitations: {
        title: 'Invitations',
        choices: { status: { DEFAULT: 'Awaiting registration', SUCCESS: 'Registered', FAILED: 'Failed' } },
        name: 'Invitation |||| Invitations',
        fields: { partner_id: 'Partner', subdivision_id: 'Subdivision', fields: 'Form fields', blocked: 'Disabled', status: 'Status', created_at: 'Created', name: 'Full name', phone: 'Phone', email: 'Email', passport: 'Passport', details: 'Bank details', tin: 'TIN', login: 'Login', address: 'Address' },
        askedFields: 'What to ask the agent',
        subdivision: 'Subdivision',
        noSubdivision: 'No subdivision',
        create: 'Create an invitation',
        empty: 'No invitations',
        columns: { created_at: 'Created', status: 'State', fields: 'Fields', subdivision: 'Subdivision' },
        status: { DEFAULT: 'Active', SUCCESS: 'Used', FAILED: 'Registration failed', blocked: 'Blocked' },
        copyLink: 'Copy the link',
        block: 'Block',
        unblock: 'Unblock',
        confirmDelete: 'The invitation will be deleted.',
        validation: { partner_idRequired: 'Choose the partner', signInField: 'Tick the login, phone or email: the agent signs in with one of them' },
        notifications: { created: 'Invitation created', blocked: 'Invitation blocked', unblocked: 'Invitation unblocked', deleted: 'Invitation deleted' },
      },
    },
    app: {
      invitation: {
        title: 'Agent registration',
        partner: 'Partner: %{name}',
        notFound: 'This invitation does not exist',
        inactive: 'The invitation is no longer active',
        password: 'Password',
        passwordConfirmation: 'Repeat the password',
        submit: 'Register',
        registered: 'Registration complete. You can now',
        signIn: 'sign in',
        validation: {
          passwordsDiffer: 'The passwords do not match',
          tin: 'TIN: 10 or 12 digits',
          login: 'Login: 3 to 50 Latin letters, digits or . _ -, at least one letter',
        },
      },
    },
  },
} satisfies ResourceTexts<typeof invitations>;
