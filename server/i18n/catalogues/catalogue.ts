import { defineMessages } from './define';

/** Server texts: Services, tariffs, promo codes and the client's privilege services (options). */
export const catalogueMessages = defineMessages({
  ru: {
    'services.inUse': 'Услуга используется в тарифах или сертификатах, ее нельзя удалить',
    'tariffs.codeNameTaken': 'Тариф с таким кодом уже есть',
    'tariffs.inUse': 'По тарифу выданы сертификаты, его нельзя удалить',
    'tariffs.minMeterRequired': 'Укажите минимальный метраж',
    'promo.codeTaken': 'Такой промокод уже есть',
    'promo.percentOver100': 'Скидка в процентах не может быть больше 100',
    'options.nameRequired': 'Вы не ввели название услуги',
    'options.descriptionRequired': 'Вы не ввели описание услуги',
    'tariff.noDescription': 'Нет описания',
    'tariff.unlimited': 'Безлимит',
  },
  kk: {
    'services.inUse': 'Қызмет тарифтерде немесе сертификаттарда қолданылады, оны жоюға болмайды',
    'tariffs.codeNameTaken': 'Мұндай коды бар тариф бар',
    'tariffs.inUse': 'Тариф бойынша сертификаттар берілген, оны жоюға болмайды',
    'tariffs.minMeterRequired': 'Ең аз метражды көрсетіңіз',
    'promo.codeTaken': 'Мұндай промокод бар',
    'promo.percentOver100': 'Пайыздық жеңілдік 100-ден аспауы керек',
    'options.nameRequired': 'Қызмет атауын енгізбедіңіз',
    'options.descriptionRequired': 'Қызмет сипаттамасын енгізбедіңіз',
    'tariff.noDescription': 'Сипаттамасы жоқ',
    'tariff.unlimited': 'Шектеусіз',
  },
  en: {
    'services.inUse': 'The service is used in tariffs or certificates and cannot be deleted',
    'tariffs.codeNameTaken': 'A tariff with this code already exists',
    'tariffs.inUse': 'Certificates were issued on this tariff, it cannot be deleted',
    'tariffs.minMeterRequired': 'Enter the minimum meterage',
    'promo.codeTaken': 'This promo code already exists',
    'promo.percentOver100': 'A percentage discount cannot exceed 100',
    'options.nameRequired': 'You did not enter the service name',
    'options.descriptionRequired': 'You did not enter the service description',
    'tariff.noDescription': 'No description',
    'tariff.unlimited': 'Unlimited',
  },
});
