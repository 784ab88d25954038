import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { sms } from './sms';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The SMS log and sending (M1); the status is worded by common/i18n/enums.ts (messageStatus). */
export const texts = {
  ru: {
    resources: {
      sms: {
        name: 'SMS |||| SMS',
        empty: 'SMS еще не отправлялись',
        fields: {
          phone: 'Получатель', text: 'Сообщение', created_at: 'Дата', price: 'Стоимость', status: 'Статус', provider_id: 'ID у оператора',
          attempts: 'Попыток', last_error: 'Ошибка',
        },
        filters: { q: 'Телефон получателя' },
        validation: { phonePattern: 'Введите мобильный номер полностью', phoneRequired: 'Вы не ввели телефон получателя', textRequired: 'Вы не ввели текст сообщения' },
        helpers: { text: 'До 670 символов; длинное SMS оплачивается по частям' },
        notifications: { created: 'SMS поставлено в очередь на отправку', saveFailed: 'SMS не отправлено: на сервере произошла ошибка' },
        action: { create: 'Отправить SMS' },
        page: { list: 'SMS', create: 'Новое SMS' },
        balance: { label: 'Баланс у SMS-оператора', none: 'Не сообщается (песочница)', failed: 'Не удалось получить баланс' },
        total: 'Всего: %{total}',
      },
    },
  },
  kk: {
    resources: {
      sms: {
        name: 'SMS |||| SMS',
        empty: 'SMS әлі жіберілген жоқ',
        fields: {
          phone: 'Алушы', text: 'Хабарлама', created_at: 'Күні', price: 'Құны', status: 'Күйі', provider_id: 'Оператордағы ID',
          attempts: 'Әрекеттер', last_error: 'Қате',
        },
        filters: { q: 'Алушының телефоны' },
        validation: { phonePattern: 'Мобильді нөмірді толық енгізіңіз', phoneRequired: 'Алушының телефонын енгізбедіңіз', textRequired: 'Хабарлама мәтінін енгізбедіңіз' },
        helpers: { text: '670 таңбаға дейін; ұзын SMS бөліктермен төленеді' },
        notifications: { created: 'SMS жіберу кезегіне қойылды', saveFailed: 'SMS жіберілмеді: серверде қате орын алды' },
        action: { create: 'SMS жіберу' },
        page: { list: 'SMS', create: 'Жаңа SMS' },
        balance: { label: 'SMS операторындағы баланс', none: 'Хабарланбайды (құмсалғыш)', failed: 'Балансты алу мүмкін болмады' },
        total: 'Барлығы: %{total}',
      },
    },
  },
  en: {
    resources: {
      sms: {
        name: 'SMS |||| SMS',
        empty: 'No SMS sent yet',
        fields: {
          phone: 'Recipient', text: 'Message', created_at: 'Date', price: 'Price', status: 'Status', provider_id: 'Provider ID',
          attempts: 'Attempts', last_error: 'Error',
        },
        filters: { q: "Recipient's phone" },
        validation: { phonePattern: 'Enter the whole mobile number', phoneRequired: "You did not enter the recipient's phone", textRequired: 'You did not enter the message text' },
        helpers: { text: 'Up to 670 characters; a long SMS is billed by parts' },
        notifications: { created: 'The SMS is queued for sending', saveFailed: 'The SMS was not sent: a server error occurred' },
        action: { create: 'Send an SMS' },
        page: { list: 'SMS', create: 'New SMS' },
        balance: { label: 'Balance at the SMS provider', none: 'Not reported (sandbox)', failed: 'Could not get the balance' },
        total: 'Total: %{total}',
      },
    },
  },
} satisfies ResourceTexts<typeof sms>;
