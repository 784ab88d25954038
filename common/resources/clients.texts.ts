import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { clients } from './clients';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** Clients (E1–E7): the users (clients) list, the add-client form (O5), the card and its edit mode; the server's clients texts. */
export const texts = {
  ru: {
    resources: {
      clients: {
        name: 'Клиент |||| Клиенты',
        notifications: { created: 'Клиент создан', updated: 'Клиент изменен', deleted: 'Клиент удален' },
        action: { create: 'Новый клиент' },
        message: {
          delete_title: 'Удалить клиента «%{recordRepresentation}»?',
          delete_content: 'Карточка клиента будет удалена. Это действие нельзя отменить.',
        },
        empty: 'Клиентов пока нет',
        fields: {
          user_id: 'Аккаунт',
          name: 'ФИО',
          phone: 'Телефон',
          email: 'Email',
          login: 'Логин',
          address: 'Адрес',
          money: 'Счет',
          bonus: 'Бонусы',
          type: 'Тип',
          created_at: 'Дата регистрации',
          legal: 'Юридическое лицо',
          entity: { company: 'Компания', inn: 'ИНН', ogrn: 'ОГРН', postal: 'Почтовый адрес', legal: 'Юридический адрес' },
        },
        choices: { type: { INDIVIDUAL: 'Физическое лицо', LEGAL: 'Юридическое лицо' } },
        validation: {
          nameRequired: 'Вы не ввели ФИО клиента',
          phoneRequired: 'Вы не ввели телефон клиента',
          emailRequired: 'Вы не ввели email клиента',
          phoneInvalid: 'Введите мобильный номер России или Казахстана: +7 (XXX) XXX-XX-XX',
          phoneTaken: 'Клиент с таким телефоном уже есть',
          emailTaken: 'Клиент с таким email уже есть',
          phoneReadOnly: 'Телефон клиента нельзя изменить',
          moneyStep: 'Сумма должна быть кратна 100',
          contactRequired: 'Укажите телефон или email',
          checkRequired: 'Укажите телефон, email или ФИО',
        },
        page: { list: 'Клиенты', create: 'Новый клиент', card: 'Карточка клиента' },
      },
    },
  },
  kk: {
    resources: {
      clients: {
        name: 'Клиент |||| Клиенттер',
        notifications: { created: 'Клиент құрылды', updated: 'Клиент өзгертілді', deleted: 'Клиент жойылды' },
        action: { create: 'Жаңа клиент' },
        message: {
          delete_title: '«%{recordRepresentation}» клиентін жою керек пе?',
          delete_content: 'Клиент карточкасы жойылады. Бұл әрекетті болдырмау мүмкін емес.',
        },
        empty: 'Клиенттер әзірге жоқ',
        fields: {
          user_id: 'Аккаунт',
          name: 'Аты-жөні',
          phone: 'Телефон',
          email: 'Email',
          login: 'Логин',
          address: 'Мекенжай',
          money: 'Шот',
          bonus: 'Бонустар',
          type: 'Түрі',
          created_at: 'Тіркелген күні',
          legal: 'Заңды тұлға',
          entity: { company: 'Компания', inn: 'СТН', ogrn: 'НМТН', postal: 'Пошта мекенжайы', legal: 'Заңды мекенжай' },
        },
        choices: { type: { INDIVIDUAL: 'Жеке тұлға', LEGAL: 'Заңды тұлға' } },
        validation: {
          nameRequired: 'Клиенттің аты-жөнін енгізбедіңіз',
          phoneRequired: 'Клиенттің телефонын енгізбедіңіз',
          emailRequired: 'Клиенттің email-ін енгізбедіңіз',
          phoneInvalid: 'Ресей немесе Қазақстан ұялы нөмірін енгізіңіз: +7 (XXX) XXX-XX-XX',
          phoneTaken: 'Бұл телефоны бар клиент бар',
          emailTaken: 'Бұл email-і бар клиент бар',
          phoneReadOnly: 'Клиенттің телефонын өзгертуге болмайды',
          moneyStep: 'Сома 100-ге еселі болуы керек',
          contactRequired: 'Телефонды немесе email-ді көрсетіңіз',
          checkRequired: 'Телефонды, email-ді немесе аты-жөнін көрсетіңіз',
        },
        page: { list: 'Клиенттер', create: 'Жаңа клиент', card: 'Клиент картасы' },
      },
    },
  },
  en: {
    resources: {
      clients: {
        name: 'Client |||| Clients',
        notifications: { created: 'Client created', updated: 'Client updated', deleted: 'Client deleted' },
        action: { create: 'New client' },
        message: {
          delete_title: 'Delete the client “%{recordRepresentation}”?',
          delete_content: 'The client\'s card will be deleted. This cannot be undone.',
        },
        empty: 'No clients yet',
        fields: {
          user_id: 'Account',
          name: 'Full name',
          phone: 'Phone',
          email: 'Email',
          login: 'Login',
          address: 'Address',
          money: 'Account',
          bonus: 'Bonus',
          type: 'Type',
          created_at: 'Registered',
          legal: 'Legal entity',
          entity: { company: 'Company', inn: 'INN', ogrn: 'OGRN', postal: 'Postal address', legal: 'Legal address' },
        },
        choices: { type: { INDIVIDUAL: 'Individual', LEGAL: 'Legal entity' } },
        validation: {
          nameRequired: "You did not enter the client's full name",
          phoneRequired: "You did not enter the client's phone",
          emailRequired: "You did not enter the client's email",
          phoneInvalid: 'Enter a Russian or Kazakh mobile number: +7 (XXX) XXX-XX-XX',
          phoneTaken: 'A client with this phone already exists',
          emailTaken: 'A client with this e-mail already exists',
          phoneReadOnly: "The client's phone cannot be changed",
          moneyStep: 'The amount must be a multiple of 100',
          contactRequired: 'Give a phone or an e-mail',
          checkRequired: 'Give a phone, an e-mail or a full name',
        },
        page: { list: 'Clients', create: 'New client', card: 'Client card' },
      },
    },
  },
} satisfies ResourceTexts<typeof clients>;
