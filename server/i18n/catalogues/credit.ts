import { defineMessages } from './define';

/** Server texts of the credit sale (D2) . */
export const creditMessages = defineMessages({
  ru: {
    'credit.periodTooLong': 'Платежей не может быть больше, чем месяцев действия тарифа',
    'credit.costMismatch': 'Сумма кредита не совпадает с расчетом по тарифу, сроку и проценту',
  },
  kk: {
    'credit.periodTooLong': 'Төлемдер саны тарифтің әрекет ету айларынан көп бола алмайды',
    'credit.costMismatch': 'Несие сомасы тариф, мерзім және пайыз бойынша есептеумен сәйкес келмейді',
  },
  en: {
    'credit.periodTooLong': 'There cannot be more instalments than months of the tariff validity',
    'credit.costMismatch': 'The credit amount does not match the one computed from the tariff, period and percent',
  },
});
