import { defineMessages } from './define';

/** Server texts: consultations and the support line (I1–I5, O4, O16). */
export const consultationsMessages = defineMessages({
  ru: {
    'consultations.textRequired': 'Вы не ввели текст сообщения',
    'consultations.textTooLong': 'Сообщение длиннее {max} символов',
    'consultations.limit': 'Открыто уже {max} консультации: новую можно создать, когда одна из них будет закрыта',
    'consultations.closed': 'Обращение закрыто: новые сообщения в него не принимаются',
    'consultations.categoryNotFound': 'Выберите тему из списка',
    'consultations.fileTooLarge': 'Файл больше 10 МБ',
    'consultations.fileRequired': 'Приложите файл',
    'consultations.wrongFormat': 'Файл неверного формата: допустимы PDF, JPG, PNG, WebP, GIF, DOCX и XLSX',
    'consultations.tooManyFiles': 'Не больше {max} файлов в одном сообщении',
    'consultations.fileNotFound': 'Файл не найден или уже отправлен',
  },
  kk: {
    'consultations.textRequired': 'Хабарлама мәтінін енгізбедіңіз',
    'consultations.textTooLong': 'Хабарлама {max} таңбадан ұзын',
    'consultations.limit': '{max} кеңес ашық тұр: біреуі жабылғанда жаңасын құруға болады',
    'consultations.closed': 'Өтініш жабылған: оған жаңа хабарламалар қабылданбайды',
    'consultations.categoryNotFound': 'Тізімнен тақырып таңдаңыз',
    'consultations.fileTooLarge': 'Файл 10 МБ-тан үлкен',
    'consultations.fileRequired': 'Файлды тіркеңіз',
    'consultations.wrongFormat': 'Файл пішімі қате: PDF, JPG, PNG, WebP, GIF, DOCX және XLSX рұқсат етілген',
    'consultations.tooManyFiles': 'Бір хабарламада {max} файлдан артық емес',
    'consultations.fileNotFound': 'Файл табылмады немесе жіберілген',
  },
  en: {
    'consultations.textRequired': 'You have not entered the message text',
    'consultations.textTooLong': 'The message is longer than {max} characters',
    'consultations.limit': '{max} consultations are already open: a new one can be created when one of them is closed',
    'consultations.closed': 'The request is closed: it takes no new messages',
    'consultations.categoryNotFound': 'Choose a topic from the list',
    'consultations.fileTooLarge': 'The file is larger than 10 MB',
    'consultations.fileRequired': 'Attach a file',
    'consultations.wrongFormat': 'File of wrong format: PDF, JPG, PNG, WebP, GIF, DOCX and XLSX are accepted',
    'consultations.tooManyFiles': 'No more than {max} files in one message',
    'consultations.fileNotFound': 'The file was not found or is already sent',
  },
});
