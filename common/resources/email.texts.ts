import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { email } from './email';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The e-mail log and sending (M2); the status is worded by common/i18n/enums.ts (messageStatus). */
export const texts = {
  ru: {
    resources: {
      email: {
        name: 'E-mail |||| E-mail',
        empty: 'Письма еще не отправлялись',
        fields: {
          recipient: 'Получатель', subject: 'Тема', body: 'Сообщение', created_at: 'Время', status: 'Статус', provider_id: 'ID письма',
          attempts: 'Попыток', last_error: 'Ошибка',
        },
        filters: { q: 'Адрес получателя' },
        validation: { recipientRequired: 'Вы не ввели адрес получателя', subjectRequired: 'Вы не ввели тему письма', bodyRequired: 'Вы не ввели текст письма' },
        notifications: { created: 'Письмо поставлено в очередь на отправку', saveFailed: 'Письмо не отправлено: на сервере произошла ошибка' },
        action: { create: 'Отправить письмо' },
        page: { list: 'E-mail', create: 'Новое письмо' },
        total: 'Всего: %{total}',
      },
    },
  },
  kk: {
    resources: {
      email: {
        name: 'E-mail |||| E-mail',
        empty: 'Хаттар әлі жіберілген жоқ',
        fields: {
          recipient: 'Алушы', subject: 'Тақырыбы', body: 'Хабарлама', created_at: 'Уақыты', status: 'Күйі', provider_id: 'Хат ID',
          attempts: 'Әрекеттер', last_error: 'Қате',
        },
        filters: { q: 'Алушының мекенжайы' },
        validation: { recipientRequired: 'Алушының мекенжайын енгізбедіңіз', subjectRequired: 'Хат тақырыбын енгізбедіңіз', bodyRequired: 'Хат мәтінін енгізбедіңіз' },
        notifications: { created: 'Хат жіберу кезегіне қойылды', saveFailed: 'Хат жіберілмеді: серверде қате орын алды' },
        action: { create: 'Хат жіберу' },
        page: { list: 'E-mail', create: 'Жаңа хат' },
        total: 'Барлығы: %{total}',
      },
    },
  },
  en: {
    resources: {
      email: {
        name: 'E-mail |||| E-mail',
        empty: 'No e-mails sent yet',
        fields: {
          recipient: 'Recipient', subject: 'Subject', body: 'Message', created_at: 'Time', status: 'Status', provider_id: 'Message ID',
          attempts: 'Attempts', last_error: 'Error',
        },
        filters: { q: "Recipient's address" },
        validation: { recipientRequired: "You did not enter the recipient's address", subjectRequired: 'You did not enter the subject', bodyRequired: 'You did not enter the text' },
        notifications: { created: 'The e-mail is queued for sending', saveFailed: 'The e-mail was not sent: a server error occurred' },
        action: { create: 'Send an e-mail' },
        page: { list: 'E-mail', create: 'New e-mail' },
        total: 'Total: %{total}',
      },
    },
  },
} satisfies ResourceTexts<typeof email>;
