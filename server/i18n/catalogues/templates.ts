import { defineMessages } from './define';

/** Server texts: templates, their categories and pictures (M8). */
export const templatesMessages = defineMessages({
  ru: {
    'categories.inUse': 'Категория есть у шаблонов, ее нельзя удалить',
    'templatePictures.inUse': 'Картинка стоит в шаблонах, ее нельзя удалить',
    'templates.inUse': 'Шаблон выбран в тарифах: сначала выберите там другой, затем удаляйте',
    'pictures.fileRequired': 'Выберите картинку',
    'pictures.tooLarge': 'Картинка слишком большая: допустимо до 5 МБ',
    'pictures.wrongFormat': 'Файл неверного формата: загрузите JPG, PNG или WebP',
    'pictures.unreadable': 'Картинку не удалось прочитать: файл поврежден',
    'pictures.tooSmall': 'Картинка слишком маленькая: не меньше {min} пикселей по каждой стороне',
    'pictures.tooWide': 'Картинка слишком большая: не больше {max} пикселей по каждой стороне',
    'pictures.tooManyPixels': 'В картинке слишком много пикселей: допустимо до {limit} миллионов',
  },
  kk: {
    'categories.inUse': 'Санат үлгілерде бар, оны жоюға болмайды',
    'templatePictures.inUse': 'Сурет үлгілерде тұр, оны жоюға болмайды',
    'templates.inUse': 'Үлгі тарифтерде таңдалған: алдымен онда басқасын таңдап, содан кейін жойыңыз',
    'pictures.fileRequired': 'Суретті таңдаңыз',
    'pictures.tooLarge': 'Сурет тым үлкен: 5 МБ-қа дейін рұқсат етіледі',
    'pictures.wrongFormat': 'Файл пішімі қате: JPG, PNG немесе WebP жүктеңіз',
    'pictures.unreadable': 'Суретті оқу мүмкін болмады: файл бүлінген',
    'pictures.tooSmall': 'Сурет тым кішкентай: әр жағы кемінде {min} пиксель',
    'pictures.tooWide': 'Сурет тым үлкен: әр жағы {max} пиксельден аспауы керек',
    'pictures.tooManyPixels': 'Суретте пиксель тым көп: {limit} миллионға дейін рұқсат етіледі',
  },
  en: {
    'categories.inUse': 'Templates have this category; it cannot be deleted',
    'templatePictures.inUse': 'Templates use this picture; it cannot be deleted',
    'templates.inUse': 'Tariffs print with this template: choose another there first, then delete it',
    'pictures.fileRequired': 'Choose a picture',
    'pictures.tooLarge': 'The picture is too large: up to 5 MB',
    'pictures.wrongFormat': 'Wrong file format: upload a JPG, PNG or WebP',
    'pictures.unreadable': 'The picture could not be read: the file is damaged',
    'pictures.tooSmall': 'The picture is too small: at least {min} pixels each side',
    'pictures.tooWide': 'The picture is too large: at most {max} pixels each side',
    'pictures.tooManyPixels': 'The picture has too many pixels: up to {limit} million',
  },
});
