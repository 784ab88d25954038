import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { certificates } from './certificates';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The certificate list's record (C1–C5); the list's and the card's own texts are app.certificates (src/i18n/messages/certificates.ts). */
export const texts = {
  ru: {
    resources: {
      certificates: {
        name: 'Сертификат |||| Сертификаты',
        choices: { status: { PENDING: 'Ожидает оплаты', ACTIVE: 'Активен', BLOCKED: 'Заблокирован', EXPIRED: 'Истек', CANCELLED: 'Аннулирован' } },
        fields: {
          number: 'Номер',
          rate: { id: 'Пакет', name: 'Пакет' },
          client: { id: 'Клиент', name: 'Клиент', type: 'Тип клиента', company: 'Компания' },
          partner: 'Партнер',
          agent: { id: 'Агент', name: 'Агент' },
          subdivision: 'Подразделение',
          status: 'Состояние',
          cost: 'Оплачено',
          promo_discount: 'Скидка по промокоду',
          bonus: 'Бонусы',
          price: 'Цена',
          blocked: 'Заблокирован',
          blocked_type: 'Причина блокировки',
          block_date: 'Дата блокировки',
          created_at: 'Дата',
          start_date: 'Дата начала',
          finish_date: 'Дата окончания',
        },
      },
    },
  },
  kk: {
    resources: {
      certificates: {
        name: 'Сертификат |||| Сертификаттар',
        choices: { status: { PENDING: 'Төлемді күтуде', ACTIVE: 'Белсенді', BLOCKED: 'Бұғатталған', EXPIRED: 'Мерзімі өткен', CANCELLED: 'Жойылды' } },
        fields: {
          number: 'Нөмірі',
          rate: { id: 'Пакет', name: 'Пакет' },
          client: { id: 'Клиент', name: 'Клиент', type: 'Клиент түрі', company: 'Компания' },
          partner: 'Серіктес',
          agent: { id: 'Агент', name: 'Агент' },
          subdivision: 'Бөлімше',
          status: 'Күйі',
          cost: 'Төленді',
          promo_discount: 'Промокод бойынша жеңілдік',
          bonus: 'Бонустар',
          price: 'Бағасы',
          blocked: 'Бұғатталған',
          blocked_type: 'Бұғаттау себебі',
          block_date: 'Бұғаттау күні',
          created_at: 'Күні',
          start_date: 'Басталу күні',
          finish_date: 'Аяқталу күні',
        },
      },
    },
  },
  en: {
    resources: {
      certificates: {
        name: 'Certificate |||| Certificates',
        choices: { status: { PENDING: 'Awaiting payment', ACTIVE: 'Active', BLOCKED: 'Blocked', EXPIRED: 'Expired', CANCELLED: 'Cancelled' } },
        fields: {
          number: 'Number',
          rate: { id: 'Package', name: 'Package' },
          client: { id: 'Client', name: 'Client', type: 'Client type', company: 'Company' },
          partner: 'Partner',
          agent: { id: 'Agent', name: 'Agent' },
          subdivision: 'Subdivision',
          status: 'State',
          cost: 'Paid',
          promo_discount: 'Promo code discount',
          bonus: 'Bonuses',
          price: 'Price',
          blocked: 'Blocked',
          blocked_type: 'Block reason',
          block_date: 'Block date',
          created_at: 'Date',
          start_date: 'Start date',
          finish_date: 'Finish date',
        },
      },
    },
  },
} satisfies ResourceTexts<typeof certificates>;
