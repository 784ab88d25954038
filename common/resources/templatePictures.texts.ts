import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { templatePictures } from './templatePictures';

/** The cabinets showing these texts (the declaration's menu.cabinets). */
export const cabinets: readonly Cabinet[] = ['sales'];
export const firstScreens: readonly Cabinet[] = [];

/** Template pictures (M8): labels, notices and the upload's texts in ru, kk and en. */
export const texts = {
  ru: {
    resources: {
      templatePictures: {
        name: 'Картинка |||| Картинки',
        menu: 'Картинки',
        empty: 'Картинок пока нет: загрузите первую',
        notifications: { updated: 'Картинка сохранена', deleted: 'Картинка удалена' },
        message: { delete_title: 'Удалить картинку «%{recordRepresentation}»?', delete_content: 'Картинку, которая стоит в шаблоне, удалить нельзя: сначала уберите ее из шаблона.' },
        fields: { name: 'Название', mime: 'Формат', width: 'Размер, пикселей', height: 'Высота', size: 'Объем', created_at: 'Загружена', preview: 'Картинка' },
        validation: { nameRequired: 'Введите название картинки' },
        dimensions: '%{width} × %{height}',
        kilobytes: '%{size} КБ',
      },
    },
  },
  kk: {
    resources: {
      templatePictures: {
        name: 'Сурет |||| Суреттер',
        menu: 'Суреттер',
        empty: 'Әзірге суреттер жоқ: біріншісін жүктеңіз',
        notifications: { updated: 'Сурет сақталды', deleted: 'Сурет жойылды' },
        message: { delete_title: '«%{recordRepresentation}» суретін жою керек пе?', delete_content: 'Үлгіде тұрған суретті жоюға болмайды: алдымен оны үлгіден алып тастаңыз.' },
        fields: { name: 'Атауы', mime: 'Пішімі', width: 'Өлшемі, пиксель', height: 'Биіктігі', size: 'Көлемі', created_at: 'Жүктелді', preview: 'Сурет' },
        validation: { nameRequired: 'Сурет атауын енгізіңіз' },
        dimensions: '%{width} × %{height}',
        kilobytes: '%{size} КБ',
      },
    },
  },
  en: {
    resources: {
      templatePictures: {
        name: 'Picture |||| Pictures',
        menu: 'Pictures',
        empty: 'No pictures yet: upload the first one',
        notifications: { updated: 'Picture saved', deleted: 'Picture deleted' },
        message: { delete_title: 'Delete the picture “%{recordRepresentation}”?', delete_content: 'A picture a template uses cannot be deleted: take it out of the template first.' },
        fields: { name: 'Name', mime: 'Format', width: 'Size, pixels', height: 'Height', size: 'File size', created_at: 'Uploaded', preview: 'Picture' },
        validation: { nameRequired: 'Enter the picture name' },
        dimensions: '%{width} × %{height}',
        kilobytes: '%{size} KB',
      },
    },
  },
} satisfies ResourceTexts<typeof templatePictures>;
