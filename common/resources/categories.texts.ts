import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { categories } from './categories';

/** The cabinets showing these texts (the declaration's menu.cabinets). */
export const cabinets: readonly Cabinet[] = ['sales'];
export const firstScreens: readonly Cabinet[] = [];

/** Categories (M8): the dictionary's labels, notices and rules' texts in ru, kk and en. */
export const texts = {
  ru: {
    resources: {
      categories: {
        name: 'Категория |||| Категории',
        menu: 'Категории',
        empty: 'Категорий пока нет',
        action: { create: 'Новая категория' },
        notifications: { created: 'Категория создана', updated: 'Категория сохранена', deleted: 'Категория удалена' },
        message: { delete_title: 'Удалить категорию «%{recordRepresentation}»?', delete_content: 'Категорию, которая есть у шаблонов, удалить нельзя: сначала смените им категорию.' },
        fields: { name: 'Название' },
        validation: { nameRequired: 'Введите название категории', nameTaken: 'Категория с таким названием уже есть' },
      },
    },
  },
  kk: {
    resources: {
      categories: {
        name: 'Санат |||| Санаттар',
        menu: 'Санаттар',
        empty: 'Әзірге санаттар жоқ',
        action: { create: 'Жаңа санат' },
        notifications: { created: 'Санат құрылды', updated: 'Санат сақталды', deleted: 'Санат жойылды' },
        message: { delete_title: '«%{recordRepresentation}» санатын жою керек пе?', delete_content: 'Санат үлгілерде қолданылса, алдымен олардың санатын ауыстырыңыз.' },
        fields: { name: 'Атауы' },
        validation: { nameRequired: 'Санат атауын енгізіңіз', nameTaken: 'Мұндай атаулы санат бар' },
      },
    },
  },
  en: {
    resources: {
      categories: {
        name: 'Category |||| Categories',
        menu: 'Categories',
        empty: 'No categories yet',
        action: { create: 'New category' },
        notifications: { created: 'Category created', updated: 'Category saved', deleted: 'Category deleted' },
        message: { delete_title: 'Delete the category “%{recordRepresentation}”?', delete_content: 'A category templates use cannot be deleted: change their category first.' },
        fields: { name: 'Name' },
        validation: { nameRequired: 'Enter the category name', nameTaken: 'A category with this name exists' },
      },
    },
  },
} satisfies ResourceTexts<typeof categories>;
