import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { templates } from './templates';

/** The cabinets showing these texts (the declaration's menu.cabinets). */
export const cabinets: readonly Cabinet[] = ['sales'];
export const firstScreens: readonly Cabinet[] = [];

/** Templates (M8): labels, choices, notices and rules' texts in ru, kk and en. */
export const texts = {
  ru: {
    resources: {
      templates: {
        name: 'Шаблон |||| Шаблоны',
        empty: 'Шаблонов пока нет',
        action: { create: 'Новый шаблон' },
        notifications: { created: 'Шаблон создан', updated: 'Шаблон сохранен', deleted: 'Шаблон удален' },
        message: { delete_title: 'Удалить шаблон «%{recordRepresentation}»?', delete_content: 'Шаблон удалится без возможности восстановления.' },
        fields: { name: 'Название', category_id: 'Категория', category: 'Категория', picture_id: 'Картинка', picture: 'Картинка', orientation: 'Ориентация листа', body: 'Текст' },
        choices: { orientation: { PORTRAIT: 'Книжная', LANDSCAPE: 'Альбомная' } },
        helpers: { body: 'Печатается поверх картинки; подставляются {number}, {client}, {tariff}, {start_date}, {end_date}, {partner}' },
        validation: {
          nameRequired: 'Введите название шаблона',
          nameTaken: 'Шаблон с таким названием уже есть',
          unknownPlaceholder: 'В тексте есть неизвестная подстановка в фигурных скобках: доступные перечислены под полем',
        },
        tabs: { templates: 'Шаблоны', categories: 'Категории', pictures: 'Картинки' },
        upload: { label: 'Загрузить картинку', hint: 'Перетащите сюда JPG, PNG или WebP до 5 МБ или нажмите, чтобы выбрать', tooLarge: 'Картинка больше 5 МБ', uploaded: 'Картинка загружена' },
      },
    },
  },
  kk: {
    resources: {
      templates: {
        name: 'Үлгі |||| Үлгілер',
        empty: 'Әзірге үлгілер жоқ',
        action: { create: 'Жаңа үлгі' },
        notifications: { created: 'Үлгі құрылды', updated: 'Үлгі сақталды', deleted: 'Үлгі жойылды' },
        message: { delete_title: '«%{recordRepresentation}» үлгісін жою керек пе?', delete_content: 'Үлгі қалпына келтіру мүмкіндігінсіз жойылады.' },
        fields: { name: 'Атауы', category_id: 'Санат', category: 'Санат', picture_id: 'Сурет', picture: 'Сурет', orientation: 'Парақ бағдары', body: 'Мәтін' },
        choices: { orientation: { PORTRAIT: 'Кітаптық', LANDSCAPE: 'Альбомдық' } },
        helpers: { body: 'Суреттің үстіне басылады; {number}, {client}, {tariff}, {start_date}, {end_date}, {partner} қойылады' },
        validation: {
          nameRequired: 'Үлгі атауын енгізіңіз',
          nameTaken: 'Мұндай атаулы үлгі бар',
          unknownPlaceholder: 'Мәтінде фигуралы жақшадағы белгісіз алмастыру бар: қолжетімділері өрістің астында берілген',
        },
        tabs: { templates: 'Үлгілер', categories: 'Санаттар', pictures: 'Суреттер' },
        upload: { label: 'Суретті жүктеу', hint: '5 МБ-қа дейінгі JPG, PNG немесе WebP файлын осында сүйреңіз немесе таңдау үшін басыңыз', tooLarge: 'Сурет 5 МБ-тан үлкен', uploaded: 'Сурет жүктелді' },
      },
    },
  },
  en: {
    resources: {
      templates: {
        name: 'Template |||| Templates',
        empty: 'No templates yet',
        action: { create: 'New template' },
        notifications: { created: 'Template created', updated: 'Template saved', deleted: 'Template deleted' },
        message: { delete_title: 'Delete the template “%{recordRepresentation}”?', delete_content: 'The template is deleted for good.' },
        fields: { name: 'Name', category_id: 'Category', category: 'Category', picture_id: 'Picture', picture: 'Picture', orientation: 'Page orientation', body: 'Text' },
        choices: { orientation: { PORTRAIT: 'Portrait', LANDSCAPE: 'Landscape' } },
        helpers: { body: 'Printed over the picture; {number}, {client}, {tariff}, {start_date}, {end_date}, {partner} are filled in' },
        validation: {
          nameRequired: 'Enter the template name',
          nameTaken: 'A template with this name exists',
          unknownPlaceholder: 'The text has an unknown placeholder in braces: the available ones are listed under the field',
        },
        tabs: { templates: 'Templates', categories: 'Categories', pictures: 'Pictures' },
        upload: { label: 'Upload a picture', hint: 'Drop a JPG, PNG or WebP up to 5 MB here, or click to choose one', tooLarge: 'The picture is over 5 MB', uploaded: 'Picture uploaded' },
      },
    },
  },
} satisfies ResourceTexts<typeof templates>;
