import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { comments } from './comments';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** Comments on a client (E8, O4). */
export const texts = {
  ru: {
    resources: {
      comments: {
        name: 'Комментарий |||| Комментарии',
        notifications: { updated: 'Комментарий изменен', deleted: 'Комментарий удален' },
        message: {
          delete_title: 'Удалить комментарий?',
          delete_content: 'Комментарий будет удален безвозвратно.',
        },
        fields: { client_id: 'Клиент', comment: 'Комментарий', author_id: 'Автор', agent_id: 'Агент', author: 'Автор', created_at: 'Создан' },
        validation: { commentRequired: 'Вы не ввели текст сообщения' },
      },
    },
  },
  kk: {
    resources: {
      comments: {
        name: 'Пікір |||| Пікірлер',
        notifications: { updated: 'Пікір өзгертілді', deleted: 'Пікір жойылды' },
        message: {
          delete_title: 'Пікірді жою керек пе?',
          delete_content: 'Пікір біржола жойылады.',
        },
        fields: { client_id: 'Клиент', comment: 'Пікір', author_id: 'Автор', agent_id: 'Агент', author: 'Автор', created_at: 'Құрылды' },
        validation: { commentRequired: 'Хабарлама мәтінін енгізбедіңіз' },
      },
    },
  },
  en: {
    resources: {
      comments: {
        name: 'Comment |||| Comments',
        notifications: { updated: 'Comment updated', deleted: 'Comment deleted' },
        message: {
          delete_title: 'Delete the comment?',
          delete_content: 'The comment will be deleted for good.',
        },
        fields: { client_id: 'Client', comment: 'Comment', author_id: 'Author', agent_id: 'Agent', author: 'Author', created_at: 'Created' },
        validation: { commentRequired: 'You did not enter the message text' },
      },
    },
  },
} satisfies ResourceTexts<typeof comments>;
