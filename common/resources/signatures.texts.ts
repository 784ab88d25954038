import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { signatures } from './signatures';

/** The admin's screens and the signer's page in the client cabinet (/cabinet/#/sign/<token>). */
export const cabinets: readonly Cabinet[] = ['sales', 'cabinet'];

export const firstScreens: readonly Cabinet[] = [];

/** Document signing (M5): APPLIED is 'Подписан' (the spec's 'signed'), DECLINED 'Не подписан' ('not signed'). */
export const texts = {
  ru: {
    resources: {
      signatures: {
        name: 'Подписание |||| Подписания',
        empty: 'Документы на подпись еще не отправлялись',
        fields: {
          status: 'Статус', phone: 'Телефон', name: 'Имя', email: 'Email', user: { name: 'Имя', phone: 'Телефон', email: 'Email' },
          sender: { name: 'Отправитель', created_at: 'Отправлено' }, created_at: 'Отправлено', expires_at: 'Ссылка действует до',
          signed_at: 'Подписано', declined_at: 'Отклонено', sign_ip: 'IP-адрес', sign_user_agent: 'Браузер',
          sheet_file_id: 'Лист подписания', files: 'Файлы',
        },
        choices: { status: { SENT: 'Отправлен', APPLIED: 'Подписан', DECLINED: 'Не подписан', EXPIRED: 'Срок истек' } },
        notifications: { deleted: 'Подписание удалено' },
        message: { delete_title: 'Удалить подписание?', delete_content: 'Ссылка перестанет работать, файлы будут удалены.' },
        filters: { q: 'Телефон или имя' },
        page: {
          title: 'Подписание документов', record: 'Запись о подписи', person: 'Кому', files: 'Файлы', hash: 'SHA-256',
          sheet: 'Скачать лист подписания', notSigned: 'Документы еще не подписаны', send: 'Отправить на подпись',
          create: 'Новое подписание', search: 'Найти человека', searchHint: 'Имя, телефон или email',
          drop: 'Перетащите PDF-файлы сюда или нажмите, чтобы выбрать', remove: 'Убрать', sent: 'Документы отправлены на подпись',
          filesCount: '%{smart_count} файл |||| %{smart_count} файла |||| %{smart_count} файлов', phoneRequired: 'Введите телефон',
          filesRequired: 'Приложите хотя бы один PDF-файл', wrongFormat: 'Можно приложить только PDF-файлы',
        },
        sign: {
          title: 'Документы на подпись', from: 'Отправитель: %{name}', intro: 'Откройте и прочитайте документы. Чтобы подписать их, получите код по SMS на номер %{phone}.',
          getCode: 'Получить код', code: 'Код из SMS', sign: 'Подписать', decline: 'Отказаться', declineQuestion: 'Отказаться от подписания документов?',
          signed: 'Документы подписаны', declined: 'Вы отказались подписывать документы', expired: 'Срок действия ссылки истек',
          sheet: 'Скачать лист подписания', notFound: 'Ссылка недействительна', resendIn: 'Новый код можно получить через %{seconds} с',
        },
      },
    },
  },
  kk: {
    resources: {
      signatures: {
        name: 'Қол қою |||| Қол қоюлар',
        empty: 'Қол қоюға құжаттар әлі жіберілмеген',
        fields: {
          status: 'Күйі', phone: 'Телефон', name: 'Аты', email: 'Email', user: { name: 'Аты', phone: 'Телефон', email: 'Email' },
          sender: { name: 'Жіберуші', created_at: 'Жіберілді' }, created_at: 'Жіберілді', expires_at: 'Сілтеме мерзімі',
          signed_at: 'Қол қойылды', declined_at: 'Бас тартылды', sign_ip: 'IP мекенжайы', sign_user_agent: 'Браузер',
          sheet_file_id: 'Қол қою парағы', files: 'Файлдар',
        },
        choices: { status: { SENT: 'Жіберілді', APPLIED: 'Қол қойылды', DECLINED: 'Қол қойылмады', EXPIRED: 'Мерзімі өтті' } },
        notifications: { deleted: 'Қол қою жойылды' },
        message: { delete_title: 'Қол қоюды жою керек пе?', delete_content: 'Сілтеме жұмыс істемейді, файлдар жойылады.' },
        filters: { q: 'Телефон немесе аты' },
        page: {
          title: 'Құжаттарға қол қою', record: 'Қолтаңба туралы жазба', person: 'Кімге', files: 'Файлдар', hash: 'SHA-256',
          sheet: 'Қол қою парағын жүктеу', notSigned: 'Құжаттарға әлі қол қойылмаған', send: 'Қол қоюға жіберу',
          create: 'Жаңа қол қою', search: 'Адамды табу', searchHint: 'Аты, телефоны немесе email',
          drop: 'PDF файлдарын осында сүйреңіз немесе таңдау үшін басыңыз', remove: 'Алып тастау', sent: 'Құжаттар қол қоюға жіберілді',
          filesCount: '%{smart_count} файл', phoneRequired: 'Телефонды енгізіңіз',
          filesRequired: 'Кемінде бір PDF файлын тіркеңіз', wrongFormat: 'Тек PDF файлдарын тіркеуге болады',
        },
        sign: {
          title: 'Қол қоюға құжаттар', from: 'Жіберуші: %{name}', intro: 'Құжаттарды ашып оқыңыз. Қол қою үшін %{phone} нөміріне SMS арқылы код алыңыз.',
          getCode: 'Код алу', code: 'SMS коды', sign: 'Қол қою', decline: 'Бас тарту', declineQuestion: 'Құжаттарға қол қоюдан бас тартасыз ба?',
          signed: 'Құжаттарға қол қойылды', declined: 'Сіз құжаттарға қол қоюдан бас тарттыңыз', expired: 'Сілтеменің мерзімі өтті',
          sheet: 'Қол қою парағын жүктеу', notFound: 'Сілтеме жарамсыз', resendIn: 'Жаңа кодты %{seconds} с кейін алуға болады',
        },
      },
    },
  },
  en: {
    resources: {
      signatures: {
        name: 'Signing |||| Signings',
        empty: 'No documents have been sent for signing yet',
        fields: {
          status: 'Status', phone: 'Phone', name: 'Name', email: 'Email', user: { name: 'Name', phone: 'Phone', email: 'Email' },
          sender: { name: 'Sender', created_at: 'Sent' }, created_at: 'Sent', expires_at: 'Link valid until',
          signed_at: 'Signed', declined_at: 'Declined', sign_ip: 'IP address', sign_user_agent: 'Browser',
          sheet_file_id: 'Signing sheet', files: 'Files',
        },
        choices: { status: { SENT: 'sent', APPLIED: 'signed', DECLINED: 'not signed', EXPIRED: 'expired' } },
        notifications: { deleted: 'The signing was deleted' },
        message: { delete_title: 'Delete the signing?', delete_content: 'The link will stop working and the files will be deleted.' },
        filters: { q: 'Phone or name' },
        page: {
          title: 'Document signing', record: 'Signature record', person: 'To', files: 'Files', hash: 'SHA-256',
          sheet: 'Download the signing sheet', notSigned: 'The documents are not signed yet', send: 'Send for signing',
          create: 'New signing', search: 'Find a person', searchHint: 'Name, phone or email',
          drop: 'Drop PDF files here or click to choose', remove: 'Remove', sent: 'The documents were sent for signing',
          filesCount: '%{smart_count} file |||| %{smart_count} files', phoneRequired: 'Enter the phone',
          filesRequired: 'Attach at least one PDF file', wrongFormat: 'Only PDF files can be attached',
        },
        sign: {
          title: 'Documents to sign', from: 'From: %{name}', intro: 'Open and read the documents. To sign them, get a code by SMS to %{phone}.',
          getCode: 'Get the code', code: 'Code from the SMS', sign: 'Sign', decline: 'Decline', declineQuestion: 'Decline to sign the documents?',
          signed: 'The documents are signed', declined: 'You declined to sign the documents', expired: 'The link has expired',
          sheet: 'Download the signing sheet', notFound: 'The link is not valid', resendIn: 'A new code in %{seconds} s',
        },
      },
    },
  },
} satisfies ResourceTexts<typeof signatures>;
