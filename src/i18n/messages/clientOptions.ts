import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/**
 * The client card's Options tab and its add-service modal (E9, O6, P4), and the add-client duplicate warning (E7).
 * Form labels come from resources.services.fields.
 */
export const clientOptionsMessages: FeatureMessages = {
  ru: {
    app: {
      clientOptions: {
        tariffTitle: 'Услуги тарифов',
        privilegeTitle: 'Дополнительные услуги',
        privilegeEmpty: 'Дополнительных услуг нет',
        certificate: 'Сертификат %{number}',
        used: '%{limit}, использовано %{used}',
        limit: 'лимит: %{limit}',
        autobot: 'Автобот',
        givenBy: 'выдал %{name}',
        add: 'Добавить услугу',
        dialogTitle: 'Добавить услугу клиенту',
        variant: { plain: 'Простая карточка', tariff: 'Опция из каталога' },
        service: 'Услуга из каталога',
        noAdditional: 'В каталоге нет дополнительных услуг',
        descriptionRequired: 'Вы не ввели описание услуги',
        created: 'Услуга добавлена',
        deleted: 'Услуга удалена',
        deleteQuestion: 'Убрать у клиента услугу «%{name}»?',
        serverError: 'На сервере произошла ошибка',
      },
      clientCheck: {
        contact: 'Клиент «%{name}» уже есть: совпадает %{fields}',
        contactHidden: 'Такой клиент уже есть: совпадает %{fields}',
        name: 'Похожий клиент: «%{name}»',
        fields: { phone: 'телефон', email: 'email', name: 'ФИО' },
        open: 'Открыть карточку',
      },
    },
  },
  kk: {
    app: {
      clientOptions: {
        tariffTitle: 'Тариф қызметтері',
        privilegeTitle: 'Қосымша қызметтер',
        privilegeEmpty: 'Қосымша қызметтер жоқ',
        certificate: '%{number} сертификаты',
        used: '%{limit}, пайдаланылды %{used}',
        limit: 'лимит: %{limit}',
        autobot: 'Автобот',
        givenBy: 'берген: %{name}',
        add: 'Қызмет қосу',
        dialogTitle: 'Клиентке қызмет қосу',
        variant: { plain: 'Қарапайым карточка', tariff: 'Каталогтағы опция' },
        service: 'Каталогтағы қызмет',
        noAdditional: 'Каталогта қосымша қызметтер жоқ',
        descriptionRequired: 'Қызмет сипаттамасын енгізбедіңіз',
        created: 'Қызмет қосылды',
        deleted: 'Қызмет алынып тасталды',
        deleteQuestion: '«%{name}» қызметін клиенттен алып тастау керек пе?',
        serverError: 'Серверде қате орын алды',
      },
      clientCheck: {
        contact: '«%{name}» клиенті бар: %{fields} сәйкес келеді',
        contactHidden: 'Мұндай клиент бар: %{fields} сәйкес келеді',
        name: 'Ұқсас клиент: «%{name}»',
        fields: { phone: 'телефон', email: 'email', name: 'аты-жөні' },
        open: 'Картаны ашу',
      },
    },
  },
  en: {
    app: {
      clientOptions: {
        tariffTitle: 'Tariff services',
        privilegeTitle: 'Additional services',
        privilegeEmpty: 'No additional services',
        certificate: 'Certificate %{number}',
        used: '%{limit}, %{used} used',
        limit: 'limit: %{limit}',
        autobot: 'Autobot',
        givenBy: 'given by %{name}',
        add: 'Add service',
        dialogTitle: 'Add a service to the client',
        variant: { plain: 'Plain card', tariff: 'Catalogue option' },
        service: 'Catalogue service',
        noAdditional: 'The catalogue has no additional services',
        descriptionRequired: 'You did not enter the service description',
        created: 'Service added',
        deleted: 'Service removed',
        deleteQuestion: 'Remove the service "%{name}" from the client?',
        serverError: 'A server error occurred',
      },
      clientCheck: {
        contact: 'The client "%{name}" already exists: same %{fields}',
        contactHidden: 'Such a client already exists: same %{fields}',
        name: 'Similar client: "%{name}"',
        fields: { phone: 'phone', email: 'email', name: 'full name' },
        open: 'Open the card',
      },
    },
  },
};
