import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { offers } from './offers';

/** The admin's list and form (sales) and the offers on the client cabinet's home (its first screen). */
export const cabinets: readonly Cabinet[] = ['sales', 'cabinet'];
export const firstScreens: readonly Cabinet[] = ['cabinet'];

/** Concierge offers (M10): labels, notices, the icon's rules and the client's block, in ru, kk and en. */
export const texts = {
  ru: {
    resources: {
      offers: {
        name: 'Предложение |||| Предложения',
        empty: 'Предложений консьерж-сервиса пока нет',
        notifications: { created: 'Предложение создано', updated: 'Предложение сохранено', deleted: 'Предложение удалено' },
        message: { delete_title: 'Удалить предложение «%{recordRepresentation}»?', delete_content: 'Клиенты больше не увидят его в кабинете.' },
        action: { create: 'Добавить предложение' },
        fields: { title: 'Название', description: 'Описание', link: 'Ссылка', image: 'Картинка', created_at: 'Создано', updated_at: 'Изменено' },
        helpers: { image: 'JPG или PNG до 10 КБ, не больше 64 × 64 пикселей' },
        validation: { titleRequired: 'Введите название предложения' },
        image: { upload: 'Выбрать картинку', remove: 'Убрать картинку', tooLarge: 'Картинка больше 10 КБ', wrongFormat: 'Файл неверного формата: выберите JPG или PNG' },
        client: { title: 'Консьерж-сервис', open: 'Перейти' },
      },
    },
  },
  kk: {
    resources: {
      offers: {
        name: 'Ұсыныс |||| Ұсыныстар',
        empty: 'Әзірге консьерж-қызмет ұсыныстары жоқ',
        notifications: { created: 'Ұсыныс жасалды', updated: 'Ұсыныс сақталды', deleted: 'Ұсыныс жойылды' },
        message: { delete_title: '«%{recordRepresentation}» ұсынысын жою керек пе?', delete_content: 'Клиенттер оны кабинетте енді көрмейді.' },
        action: { create: 'Ұсыныс қосу' },
        fields: { title: 'Атауы', description: 'Сипаттамасы', link: 'Сілтеме', image: 'Сурет', created_at: 'Жасалды', updated_at: 'Өзгертілді' },
        helpers: { image: 'JPG немесе PNG 10 КБ-қа дейін, 64 × 64 пиксельден аспайды' },
        validation: { titleRequired: 'Ұсыныс атауын енгізіңіз' },
        image: { upload: 'Сурет таңдау', remove: 'Суретті алып тастау', tooLarge: 'Сурет 10 КБ-тан үлкен', wrongFormat: 'Файл пішімі қате: JPG немесе PNG таңдаңыз' },
        client: { title: 'Консьерж-қызмет', open: 'Өту' },
      },
    },
  },
  en: {
    resources: {
      offers: {
        name: 'Offer |||| Offers',
        empty: 'No concierge offers yet',
        notifications: { created: 'Offer created', updated: 'Offer saved', deleted: 'Offer deleted' },
        message: { delete_title: 'Delete the offer “%{recordRepresentation}”?', delete_content: 'Clients will no longer see it in their cabinet.' },
        action: { create: 'Add an offer' },
        fields: { title: 'Title', description: 'Description', link: 'Link', image: 'Picture', created_at: 'Created', updated_at: 'Changed' },
        helpers: { image: 'JPG or PNG up to 10 KB, at most 64 × 64 pixels' },
        validation: { titleRequired: 'Enter the offer title' },
        image: { upload: 'Choose a picture', remove: 'Remove the picture', tooLarge: 'The picture is larger than 10 KB', wrongFormat: 'Wrong file format: choose a JPG or PNG' },
        client: { title: 'Concierge service', open: 'Open' },
      },
    },
  },
} satisfies ResourceTexts<typeof offers>;
