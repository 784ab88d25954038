import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { promoFiles } from './promoFiles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** Certificate and promo code generation (M6); `codes.*` takes `smart_count` (the number) and `count` (it grouped). */
export const texts = {
  ru: {
    resources: {
      promoFiles: {
        name: 'Генерация сертификатов |||| Генерация сертификатов',
        empty: 'Генераций пока нет: выберите тариф и количество',
        fields: {
          kind: 'Что создать', rate_id: 'Тариф', rate: 'Тариф', count: 'Количество', type: 'Тип скидки', amount: 'Размер скидки',
          all_use: 'Использований каждого кода', expires_at: 'Действуют до', status: 'Статус', progress_percentage: 'Прогресс',
          generated: 'Создано', created_at: 'Дата', updated_at: 'Изменена',
        },
        choices: {
          kind: { CERTIFICATES: 'Сертификаты', PROMO_CODES: 'Промокоды' },
          type: { PERCENT: 'Процент', FIX: 'Фиксированная сумма' },
          status: { CREATED: 'Создана', IN_PROGRESS: 'Выполняется', COMPLETED: 'Завершена', ERRORED: 'Ошибка' },
        },
        helpers: { all_use: '0 — без ограничения; сертификат используется один раз' },
        validation: {
          kindRequired: 'Выберите, что создать',
          rate_idRequired: 'Выберите тариф',
          countRequired: 'Укажите количество',
          amountAboveMin: 'Скидка должна быть больше нуля',
          typeRequired: 'Выберите тип скидки',
          amountRequired: 'Укажите размер скидки',
          percentOver100: 'Скидка в процентах не может быть больше 100',
          rateNotFound: 'Тариф не найден',
        },
        notifications: { created: 'Генерация запущена' },
        action: { create: 'Сгенерировать' },
        page: { create: 'Новая генерация' },
        codes: {
          CERTIFICATES: '%{count} сертификат |||| %{count} сертификата |||| %{count} сертификатов',
          PROMO_CODES: '%{count} промокод |||| %{count} промокода |||| %{count} промокодов',
        },
        certificateNote: 'Сертификат — одноразовый код на весь тариф: его вводят при продаже вместо промокода',
        download: 'Скачать .json',
      },
    },
  },
  kk: {
    resources: {
      promoFiles: {
        name: 'Сертификаттарды генерациялау |||| Сертификаттарды генерациялау',
        empty: 'Әзірге генерация жоқ: тариф пен санын таңдаңыз',
        fields: {
          kind: 'Не құру керек', rate_id: 'Тариф', rate: 'Тариф', count: 'Саны', type: 'Жеңілдік түрі', amount: 'Жеңілдік мөлшері',
          all_use: 'Әр кодты пайдалану саны', expires_at: 'Жарамды мерзімі', status: 'Күйі', progress_percentage: 'Барысы',
          generated: 'Құрылды', created_at: 'Күні', updated_at: 'Өзгертілді',
        },
        choices: {
          kind: { CERTIFICATES: 'Сертификаттар', PROMO_CODES: 'Промокодтар' },
          type: { PERCENT: 'Пайыз', FIX: 'Тіркелген сома' },
          status: { CREATED: 'Құрылды', IN_PROGRESS: 'Орындалуда', COMPLETED: 'Аяқталды', ERRORED: 'Қате' },
        },
        helpers: { all_use: '0 — шектеусіз; сертификат бір рет пайдаланылады' },
        validation: {
          kindRequired: 'Не құру керектігін таңдаңыз',
          rate_idRequired: 'Тарифті таңдаңыз',
          countRequired: 'Санын көрсетіңіз',
          amountAboveMin: 'Жеңілдік нөлден үлкен болуы керек',
          typeRequired: 'Жеңілдік түрін таңдаңыз',
          amountRequired: 'Жеңілдік мөлшерін көрсетіңіз',
          percentOver100: 'Пайыздық жеңілдік 100-ден аспауы керек',
          rateNotFound: 'Тариф табылмады',
        },
        notifications: { created: 'Генерация басталды' },
        action: { create: 'Генерациялау' },
        page: { create: 'Жаңа генерация' },
        codes: {
          CERTIFICATES: '%{count} сертификат',
          PROMO_CODES: '%{count} промокод',
        },
        certificateNote: 'Сертификат — бүкіл тарифке арналған бір реттік код: оны сату кезінде промокодтың орнына енгізеді',
        download: '.json жүктеу',
      },
    },
  },
  en: {
    resources: {
      promoFiles: {
        name: 'Certificate generation |||| Certificate generation',
        empty: 'No generations yet: pick a tariff and a count',
        fields: {
          kind: 'What to make', rate_id: 'Tariff', rate: 'Tariff', count: 'Count', type: 'Discount type', amount: 'Discount',
          all_use: 'Uses of each code', expires_at: 'Valid until', status: 'Status', progress_percentage: 'Progress',
          generated: 'Made', created_at: 'Date', updated_at: 'Changed',
        },
        choices: {
          kind: { CERTIFICATES: 'Certificates', PROMO_CODES: 'Promo codes' },
          type: { PERCENT: 'Percent', FIX: 'Fixed sum' },
          status: { CREATED: 'Created', IN_PROGRESS: 'In progress', COMPLETED: 'Completed', ERRORED: 'Error' },
        },
        helpers: { all_use: '0 = unlimited; a certificate is used once' },
        validation: {
          kindRequired: 'Choose what to make',
          rate_idRequired: 'Choose a tariff',
          countRequired: 'Enter the count',
          amountAboveMin: 'The discount must be above zero',
          typeRequired: 'Choose the discount type',
          amountRequired: 'Enter the discount',
          percentOver100: 'A percentage discount cannot exceed 100',
          rateNotFound: 'Tariff not found',
        },
        notifications: { created: 'Generation started' },
        action: { create: 'Generate' },
        page: { create: 'New generation' },
        codes: {
          CERTIFICATES: '%{count} certificate |||| %{count} certificates',
          PROMO_CODES: '%{count} promo code |||| %{count} promo codes',
        },
        certificateNote: 'A certificate is a single-use code for the whole tariff, entered at the sale instead of a promo code',
        download: 'Download .json',
      },
    },
  },
} satisfies ResourceTexts<typeof promoFiles>;
