import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { stories } from './stories';

/** The admin's screens (sales) and the viewer on the client cabinet's home (its first screen). */
export const cabinets: readonly Cabinet[] = ['sales', 'cabinet'];
export const firstScreens: readonly Cabinet[] = ['cabinet'];

/** Stories (J1–J3): the admin's list and form, and the carousel's and slideshow's words, in ru, kk and en. */
export const texts = {
  ru: {
    resources: {
      stories: {
        name: 'История |||| Истории',
        empty: 'Историй пока нет: создайте первую',
        notifications: { created: 'История создана', updated: 'История сохранена', deleted: 'История удалена' },
        message: { delete_title: 'Удалить историю «%{recordRepresentation}»?', delete_content: 'Клиенты больше не увидят ее в карусели.' },
        action: { create: 'Создать историю' },
        fields: {
          title: 'Название', image: 'Обложка', position: 'Порядок', is_visible: 'Показывать', display: 'Где показывать', views: 'Просмотры',
          slides: 'Слайды',
          contents: { label: 'Лендинг под слайдами', title: 'Заголовок', subtitle: 'Подзаголовок', button_name: 'Текст кнопки', button_url: 'Ссылка кнопки', content: 'Текст (HTML)' },
          created_at: 'Создана', updated_at: 'Изменена',
        },
        choices: { display: { SITE: 'Клиентам в кабинете', DESIGNER: 'Только в предпросмотре' } },
        helpers: {
          position: 'Меньшее число стоит в карусели левее',
          display: 'Истории предпросмотра видит только администратор',
          image: 'JPG до 3 МБ, не больше 600 × 300 пикселей',
          slide: 'JPG, PNG или GIF до 10 МБ, не больше 1740 × 980 пикселей',
          content: 'Скрипты, стили и обработчики событий сервер удаляет',
        },
        validation: { titleRequired: 'Введите название истории' },
        mode: { label: 'Режим', SITE: 'Сайт', DESIGNER: 'Конструктор' },
        slide: { duration: 'Секунд на экране' },
        slides: { add: 'Добавить слайд', remove: 'Убрать слайд', up: 'Выше', down: 'Ниже', upload: 'Загрузить картинку', uploaded: 'Картинка загружена', none: 'Слайдов пока нет: загрузите картинку' },
        cover: { upload: 'Загрузить обложку', remove: 'Убрать обложку' },
        viewer: {
          title: 'Истории',
          empty: 'Историй нет',
          open: 'Открыть историю «%{title}»',
          close: 'Закрыть',
          previous: 'Предыдущая',
          next: 'Следующая',
          slide: 'Слайд %{index} из %{total}',
          more: 'Подробнее',
          less: 'Свернуть',
          views: '%{smart_count} просмотр |||| %{smart_count} просмотра |||| %{smart_count} просмотров',
          overflow: '%{count}+',
          viewed: 'Просмотрена',
          panelShow: 'Показать истории',
          panelHide: 'Скрыть истории',
        },
      },
    },
  },
  kk: {
    resources: {
      stories: {
        name: 'Оқиға |||| Оқиғалар',
        empty: 'Әзірге оқиғалар жоқ: біріншісін жасаңыз',
        notifications: { created: 'Оқиға жасалды', updated: 'Оқиға сақталды', deleted: 'Оқиға жойылды' },
        message: { delete_title: '«%{recordRepresentation}» оқиғасын жою керек пе?', delete_content: 'Клиенттер оны каруселде енді көрмейді.' },
        action: { create: 'Оқиға жасау' },
        fields: {
          title: 'Атауы', image: 'Мұқаба', position: 'Реті', is_visible: 'Көрсету', display: 'Қайда көрсету', views: 'Қаралымдар',
          slides: 'Слайдтар',
          contents: { label: 'Слайдтар астындағы лендинг', title: 'Тақырып', subtitle: 'Тақырыпша', button_name: 'Түйме мәтіні', button_url: 'Түйме сілтемесі', content: 'Мәтін (HTML)' },
          created_at: 'Жасалды', updated_at: 'Өзгертілді',
        },
        choices: { display: { SITE: 'Кабинеттегі клиенттерге', DESIGNER: 'Тек алдын ала қарауда' } },
        helpers: {
          position: 'Кіші сан каруселде сол жақта тұрады',
          display: 'Алдын ала қарау оқиғаларын тек әкімші көреді',
          image: 'JPG 3 МБ-қа дейін, 600 × 300 пиксельден аспайды',
          slide: 'JPG, PNG немесе GIF 10 МБ-қа дейін, 1740 × 980 пиксельден аспайды',
          content: 'Скрипттерді, стильдерді және оқиға өңдегіштерін сервер жояды',
        },
        validation: { titleRequired: 'Оқиға атауын енгізіңіз' },
        mode: { label: 'Режим', SITE: 'Сайт', DESIGNER: 'Конструктор' },
        slide: { duration: 'Экрандағы секундтар' },
        slides: { add: 'Слайд қосу', remove: 'Слайдты алып тастау', up: 'Жоғары', down: 'Төмен', upload: 'Сурет жүктеу', uploaded: 'Сурет жүктелді', none: 'Әзірге слайдтар жоқ: сурет жүктеңіз' },
        cover: { upload: 'Мұқаба жүктеу', remove: 'Мұқабаны алып тастау' },
        viewer: {
          title: 'Оқиғалар',
          empty: 'Оқиғалар жоқ',
          open: '«%{title}» оқиғасын ашу',
          close: 'Жабу',
          previous: 'Алдыңғы',
          next: 'Келесі',
          slide: '%{total} слайдтың %{index}-і',
          more: 'Толығырақ',
          less: 'Жию',
          views: '%{smart_count} қаралым',
          overflow: '%{count}+',
          viewed: 'Қаралды',
          panelShow: 'Оқиғаларды көрсету',
          panelHide: 'Оқиғаларды жасыру',
        },
      },
    },
  },
  en: {
    resources: {
      stories: {
        name: 'Story |||| Stories',
        empty: 'No stories yet: create the first one',
        notifications: { created: 'Story created', updated: 'Story saved', deleted: 'Story deleted' },
        message: { delete_title: 'Delete the story “%{recordRepresentation}”?', delete_content: 'Clients will no longer see it in the carousel.' },
        action: { create: 'Create a story' },
        fields: {
          title: 'Title', image: 'Cover', position: 'Order', is_visible: 'Shown', display: 'Shown where', views: 'Views',
          slides: 'Slides',
          contents: { label: 'Landing under the slides', title: 'Heading', subtitle: 'Subheading', button_name: 'Button text', button_url: 'Button link', content: 'Text (HTML)' },
          created_at: 'Created', updated_at: 'Changed',
        },
        choices: { display: { SITE: 'To clients in their cabinet', DESIGNER: 'In the preview only' } },
        helpers: {
          position: 'A smaller number stands further left in the carousel',
          display: 'Only the admin sees preview stories',
          image: 'JPG up to 3 MB, at most 600 × 300 pixels',
          slide: 'JPG, PNG or GIF up to 10 MB, at most 1740 × 980 pixels',
          content: 'The server takes out scripts, styles and event handlers',
        },
        validation: { titleRequired: 'Enter the story title' },
        mode: { label: 'Mode', SITE: 'Site', DESIGNER: 'Designer' },
        slide: { duration: 'Seconds on screen' },
        slides: { add: 'Add a slide', remove: 'Remove the slide', up: 'Up', down: 'Down', upload: 'Upload a picture', uploaded: 'Picture uploaded', none: 'No slides yet: upload a picture' },
        cover: { upload: 'Upload a cover', remove: 'Remove the cover' },
        viewer: {
          title: 'Stories',
          empty: 'No stories',
          open: 'Open the story “%{title}”',
          close: 'Close',
          previous: 'Previous',
          next: 'Next',
          slide: 'Slide %{index} of %{total}',
          more: 'More',
          less: 'Less',
          views: '%{smart_count} view |||| %{smart_count} views',
          overflow: '%{count}+',
          viewed: 'Viewed',
          panelShow: 'Show stories',
          panelHide: 'Hide stories',
        },
      },
    },
  },
} satisfies ResourceTexts<typeof stories>;
