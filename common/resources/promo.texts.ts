import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { promo } from './promo';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The promo code screens: list H1, form H2, tariffs and generation H3. */
export const texts = {
  ru: {
    resources: {
      promo: {
        name: 'Промокод |||| Промокоды',
        action: { create: 'Новый промокод' },
        message: {
          delete_title: 'Удалить промокод «%{recordRepresentation}»?',
          delete_content: 'Промокод перестанет действовать при продажах. Это действие нельзя отменить.',
        },
        empty: 'Промокодов пока нет',
        fields: { created_at: 'Создан', rates: 'Тарифы', used: 'Использован', code: 'Код', type: 'Тип', amount: 'Скидка', global: 'Для всех тарифов', all_use: 'Использований', expires_at: 'Действует до' },
        page: { list: 'Промокоды', create: 'Новый промокод', edit: 'Промокод «%{recordRepresentation}»' },
        total: 'Всего: %{total}',
        choices: { type: { PERCENT: 'Процент', FIX: 'Фиксированная сумма' } },
        unlimited: 'без ограничений',
        helpers: { all_use: '0 — без ограничений' },
        rates: { title: 'Тарифы промокода', tariff: 'Тариф', attach: 'Привязать', detach: 'Отвязать' },
        generate: { open: 'Сгенерировать промокоды', title: 'Генерация промокодов', count: 'Количество', prefix: 'Префикс', submit: 'Сгенерировать' },
        validation: { codeRequired: 'Укажите код', typeRequired: 'Выберите тип скидки', amountRequired: 'Укажите скидку',
          codeTaken: 'Такой промокод уже есть',
          percentOver100: 'Скидка в процентах не может быть больше 100',
          amountAboveMin: 'Скидка должна быть больше 0',
          codePattern: 'От 3 до 50 латинских букв, цифр, «-» или «_»',
          prefix: 'До 20 латинских букв, цифр, «-» или «_»',
          countMax: 'Не больше 1000',
        },
        notifications: { created: 'Промокод создан', updated: 'Промокод изменен', deleted: 'Промокод удален', attached: 'Тариф привязан', detached: 'Тариф отвязан', generated: 'Создано промокодов: %{count}' },
      },
    },
  },
  kk: {
    resources: {
      promo: {
        name: 'Промокод |||| Промокодтар',
        action: { create: 'Жаңа промокод' },
        message: {
          delete_title: '«%{recordRepresentation}» промокодын жою керек пе?',
          delete_content: 'Промокод сатуда бұдан былай қолданылмайды. Бұл әрекетті болдырмау мүмкін емес.',
        },
        empty: 'Әзірге промокодтар жоқ',
        fields: { created_at: 'Құрылды', rates: 'Тарифтер', used: 'Қолданылды', code: 'Коды', type: 'Түрі', amount: 'Жеңілдік', global: 'Барлық пакеттерге', all_use: 'Қолданулар', expires_at: 'Жарамдылық мерзімі' },
        page: { list: 'Промокодтар', create: 'Жаңа промокод', edit: '«%{recordRepresentation}» промокоды' },
        total: 'Барлығы: %{total}',
        choices: { type: { PERCENT: 'Пайыз', FIX: 'Тұрақты сома' } },
        unlimited: 'шектеусіз',
        helpers: { all_use: '0 — шектеусіз' },
        rates: { title: 'Промокод пакеттері', tariff: 'Пакет', attach: 'Байланыстыру', detach: 'Ажырату' },
        generate: { open: 'Промокодтар жасау', title: 'Промокодтарды жасау', count: 'Саны', prefix: 'Префикс', submit: 'Жасау' },
        validation: { codeRequired: 'Кодты көрсетіңіз', typeRequired: 'Жеңілдік түрін таңдаңыз', amountRequired: 'Жеңілдікті көрсетіңіз',
          codeTaken: 'Мұндай промокод бар',
          percentOver100: 'Пайыздық жеңілдік 100-ден аспауы керек',
          amountAboveMin: 'Жеңілдік 0-ден көп болуы керек',
          codePattern: '3-тен 50-ге дейін латын әрпі, сан, «-» немесе «_»',
          prefix: '20-ға дейін латын әрпі, сан, «-» немесе «_»',
          countMax: '1000-нан аспауы керек',
        },
        notifications: { created: 'Промокод құрылды', updated: 'Промокод өзгертілді', deleted: 'Промокод жойылды', attached: 'Пакет байланыстырылды', detached: 'Пакет ажыратылды', generated: 'Жасалған промокодтар: %{count}' },
      },
    },
  },
  en: {
    resources: {
      promo: {
        name: 'Promo code |||| Promo codes',
        action: { create: 'New promo code' },
        message: {
          delete_title: 'Delete the promo code “%{recordRepresentation}”?',
          delete_content: 'The promo code will no longer apply to sales. This cannot be undone.',
        },
        empty: 'No promo codes yet',
        fields: { created_at: 'Created', rates: 'Tariffs', used: 'Used', code: 'Code', type: 'Type', amount: 'Discount', global: 'For every tariff', all_use: 'Uses', expires_at: 'Valid until' },
        page: { list: 'Promo codes', create: 'New promo code', edit: 'Promo code “%{recordRepresentation}”' },
        total: 'Total: %{total}',
        choices: { type: { PERCENT: 'Percent', FIX: 'Fixed sum' } },
        unlimited: 'unlimited',
        helpers: { all_use: '0 means unlimited' },
        rates: { title: 'Tariffs of the code', tariff: 'Tariff', attach: 'Attach', detach: 'Detach' },
        generate: { open: 'Generate promo codes', title: 'Generate promo codes', count: 'Count', prefix: 'Prefix', submit: 'Generate' },
        validation: { codeRequired: 'Enter the code', typeRequired: 'Choose the discount type', amountRequired: 'Enter the discount',
          codeTaken: 'This promo code already exists',
          percentOver100: 'A percentage discount cannot exceed 100',
          amountAboveMin: 'The discount must be above 0',
          codePattern: '3 to 50 Latin letters, digits, “-” or “_”',
          prefix: 'Up to 20 Latin letters, digits, “-” or “_”',
          countMax: 'At most 1000',
        },
        notifications: { created: 'Promo code created', updated: 'Promo code updated', deleted: 'Promo code deleted', attached: 'Tariff attached', detached: 'Tariff detached', generated: 'Promo codes created: %{count}' },
      },
    },
  },
} satisfies ResourceTexts<typeof promo>;
