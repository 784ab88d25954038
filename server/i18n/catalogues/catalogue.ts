import { defineMessages } from './define';

/** Server texts: Services, tariffs, promo codes and the client's privilege services (options). */
export const catalogueMessages = defineMessages({
  ru: {
    'services.inUse': 'Услуга используется в тарифах или сертификатах, ее нельзя удалить',
    'tariffs.inUse': 'По тарифу выданы сертификаты, его нельзя удалить',
    'options.nameRequired': 'Вы не ввели название услуги',
    'options.descriptionRequired': 'Вы не ввели описание услуги',
    'tariff.noDescription': 'Нет описания',
  },
  kk: {
    'services.inUse': 'Қызмет тарифтерде немесе сертификаттарда қолданылады, оны жоюға болмайды',
    'tariffs.inUse': 'Тариф бойынша сертификаттар берілген, оны жоюға болмайды',
    'options.nameRequired': 'Қызмет атауын енгізбедіңіз',
    'options.descriptionRequired': 'Қызмет сипаттамасын енгізбедіңіз',
    'tariff.noDescription': 'Сипаттамасы жоқ',
  },
  en: {
    'services.inUse': 'The service is used in tariffs or certificates and cannot be deleted',
    'tariffs.inUse': 'Certificates were issued on this tariff, it cannot be deleted',
    'options.nameRequired': 'You did not enter the service name',
    'options.descriptionRequired': 'You did not enter the service description',
    'tariff.noDescription': 'No description',
  },
});
