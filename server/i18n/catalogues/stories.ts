import { defineMessages } from './define';

/** Server texts: stories' pictures (J2, O13, O15) and concierge offers' icons (M10, O14). */
export const storiesMessages = defineMessages({
  ru: {
    'pictures.outOfBox': 'Картинка слишком большая: не больше {width} × {height} пикселей',
    'stories.wrongFormat': 'Файл неверного формата: загрузите JPG, PNG или GIF',
    'stories.coverWrongFormat': 'Файл неверного формата: обложка — только JPG',
    'stories.tooLarge': 'Картинка слишком большая: допустимо до 10 МБ',
    'stories.coverTooLarge': 'Обложка слишком большая: допустимо до 3 МБ',
    'stories.pictureUnknown': 'Картинка не найдена: загрузите ее снова',
    'stories.designerAdminOnly': 'Истории предпросмотра видит только администратор',
    'offers.wrongFormat': 'Файл неверного формата: выберите JPG или PNG',
    'offers.imageTooLarge': 'Картинка слишком большая: допустимо до 10 КБ',
  },
  kk: {
    'pictures.outOfBox': 'Сурет тым үлкен: {width} × {height} пиксельден аспауы керек',
    'stories.wrongFormat': 'Файл пішімі қате: JPG, PNG немесе GIF жүктеңіз',
    'stories.coverWrongFormat': 'Файл пішімі қате: мұқаба тек JPG',
    'stories.tooLarge': 'Сурет тым үлкен: 10 МБ-қа дейін рұқсат етіледі',
    'stories.coverTooLarge': 'Мұқаба тым үлкен: 3 МБ-қа дейін рұқсат етіледі',
    'stories.pictureUnknown': 'Сурет табылмады: оны қайта жүктеңіз',
    'stories.designerAdminOnly': 'Алдын ала қарау оқиғаларын тек әкімші көреді',
    'offers.wrongFormat': 'Файл пішімі қате: JPG немесе PNG таңдаңыз',
    'offers.imageTooLarge': 'Сурет тым үлкен: 10 КБ-қа дейін рұқсат етіледі',
  },
  en: {
    'pictures.outOfBox': 'The picture is too large: at most {width} × {height} pixels',
    'stories.wrongFormat': 'Wrong file format: upload a JPG, PNG or GIF',
    'stories.coverWrongFormat': 'Wrong file format: a cover is a JPG only',
    'stories.tooLarge': 'The picture is too large: up to 10 MB',
    'stories.coverTooLarge': 'The cover is too large: up to 3 MB',
    'stories.pictureUnknown': 'The picture was not found: upload it again',
    'stories.designerAdminOnly': 'Only the admin sees preview stories',
    'offers.wrongFormat': 'Wrong file format: choose a JPG or PNG',
    'offers.imageTooLarge': 'The picture is too large: up to 10 KB',
  },
});
