/**
 * Messages the server sends to people (error bodies, field errors), in the three languages.
 * The language comes from Accept-Language; Russian is the default (spec: interface text is Russian).
 */
export const LANGUAGES = ['ru', 'kk', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const ru = {
  'validation.failed': 'Проверьте введенные данные',
  'validation.required': 'Поле обязательно для заполнения',
  'validation.type': 'Неверный тип значения',
  'validation.minLength': 'Значение слишком короткое (минимум {limit})',
  'validation.maxLength': 'Значение слишком длинное (максимум {limit})',
  'validation.minimum': 'Значение должно быть не меньше {limit}',
  'validation.maximum': 'Значение должно быть не больше {limit}',
  'validation.format': 'Неверный формат',
  'validation.email': 'Неправильный email',
  'validation.uuid': 'Неверный идентификатор',
  'validation.enum': 'Недопустимое значение',
  'validation.pattern': 'Неверный формат',
  'validation.additional': 'Лишнее поле',
  'validation.json': 'Тело запроса не является корректным JSON',
  'validation.contentType': 'Неподдерживаемый тип содержимого',
  'error.notFound': 'Не найдено',
  'error.routeNotFound': 'Такого адреса нет',
  'error.forbidden': 'Доступ к этому ресурсу ограничен',
  'error.unauthorized': 'Требуется вход в систему',
  'error.tokenExpired': 'Срок действия токена приложения истек',
  'error.refreshInvalid': 'Сессия истекла, войдите снова',
  'error.internal': 'На сервере возникла непредвиденная ошибка',
  'error.conflict': 'Такая запись уже существует',
  'error.tooMany': 'Слишком много попыток, повторите через {seconds} с',
  'error.payloadTooLarge': 'Слишком большой запрос',
  'auth.invalidCredentials': 'Неправильный логин или пароль',
  'auth.blocked': 'Пользователь заблокирован администратором',
  'auth.wrongCabinet': 'Нет доступа к этой части кабинета',
  'auth.wrongPassword': 'Неверный текущий пароль',
  'auth.samePassword': 'Новый пароль совпадает с текущим',
  'certificate.notBlocked': 'Сертификат не заблокирован',
  'certificate.unlimited': 'Безлимитную услугу нельзя изменить',
  'certificate.overLimit': 'Больше, чем позволяет лимит',
  'auth.passwordChanged': 'Пароль успешно изменен',
  'auth.passwordWhitespace': 'Пароль не должен содержать пробелы',
  'auth.emailTaken': 'Этот email уже используется',
  'users.cannotBlockSelf': 'Нельзя заблокировать самого себя',
  'services.inUse': 'Услуга используется в тарифах или сертификатах, ее нельзя удалить',
};

export type MessageKey = keyof typeof ru;
type Catalogue = Record<MessageKey, string>;

const kk: Catalogue = {
  'validation.failed': 'Енгізілген деректерді тексеріңіз',
  'validation.required': 'Өрісті толтыру міндетті',
  'validation.type': 'Мән түрі қате',
  'validation.minLength': 'Мән тым қысқа (кемінде {limit})',
  'validation.maxLength': 'Мән тым ұзын (ең көбі {limit})',
  'validation.minimum': 'Мән {limit} кем болмауы керек',
  'validation.maximum': 'Мән {limit} артық болмауы керек',
  'validation.format': 'Пішім қате',
  'validation.email': 'Email қате',
  'validation.uuid': 'Идентификатор қате',
  'validation.enum': 'Рұқсат етілмеген мән',
  'validation.pattern': 'Пішім қате',
  'validation.additional': 'Артық өріс',
  'validation.json': 'Сұрау денесі дұрыс JSON емес',
  'validation.contentType': 'Мазмұн түріне қолдау көрсетілмейді',
  'error.notFound': 'Табылмады',
  'error.routeNotFound': 'Мұндай мекенжай жоқ',
  'error.forbidden': 'Бұл ресурсқа кіру шектелген',
  'error.unauthorized': 'Жүйеге кіру қажет',
  'error.tokenExpired': 'Қолданба токенінің мерзімі өтті',
  'error.refreshInvalid': 'Сессия мерзімі өтті, қайта кіріңіз',
  'error.internal': 'Серверде күтпеген қате пайда болды',
  'error.conflict': 'Мұндай жазба бар',
  'error.tooMany': 'Әрекет тым көп, {seconds} с кейін қайталаңыз',
  'error.payloadTooLarge': 'Сұрау тым үлкен',
  'auth.invalidCredentials': 'Логин немесе құпиясөз қате',
  'auth.blocked': 'Пайдаланушыны әкімші бұғаттаған',
  'auth.wrongCabinet': 'Кабинеттің бұл бөлігіне кіру мүмкін емес',
  'auth.wrongPassword': 'Ағымдағы құпиясөз қате',
  'auth.samePassword': 'Жаңа құпиясөз ағымдағымен бірдей',
  'certificate.notBlocked': 'Сертификат бұғатталмаған',
  'certificate.unlimited': 'Шектеусіз қызметті өзгертуге болмайды',
  'certificate.overLimit': 'Лимиттен көп',
  'auth.passwordChanged': 'Құпиясөз сәтті өзгертілді',
  'auth.passwordWhitespace': 'Құпиясөзде бос орын болмауы керек',
  'auth.emailTaken': 'Бұл email бұрыннан қолданылады',
  'users.cannotBlockSelf': 'Өзіңізді бұғаттауға болмайды',
  'services.inUse': 'Қызмет тарифтерде немесе сертификаттарда қолданылады, оны жоюға болмайды',
};

const en: Catalogue = {
  'validation.failed': 'Check the data you entered',
  'validation.required': 'This field is required',
  'validation.type': 'Wrong value type',
  'validation.minLength': 'Too short (at least {limit})',
  'validation.maxLength': 'Too long (at most {limit})',
  'validation.minimum': 'Must be at least {limit}',
  'validation.maximum': 'Must be at most {limit}',
  'validation.format': 'Wrong format',
  'validation.email': 'Invalid email',
  'validation.uuid': 'Invalid identifier',
  'validation.enum': 'Value not allowed',
  'validation.pattern': 'Wrong format',
  'validation.additional': 'Unknown field',
  'validation.json': 'The request body is not valid JSON',
  'validation.contentType': 'Unsupported content type',
  'error.notFound': 'Not found',
  'error.routeNotFound': 'No such address',
  'error.forbidden': 'Access to this resource is restricted',
  'error.unauthorized': 'Sign-in required',
  'error.tokenExpired': 'The application token has expired',
  'error.refreshInvalid': 'The session has expired, sign in again',
  'error.internal': 'An unexpected server error occurred',
  'error.conflict': 'Such a record already exists',
  'error.tooMany': 'Too many attempts, try again in {seconds} s',
  'error.payloadTooLarge': 'The request is too large',
  'auth.invalidCredentials': 'Wrong login or password',
  'auth.blocked': 'The user was blocked by the administrator',
  'auth.wrongCabinet': 'No access to this part of the cabinet',
  'auth.wrongPassword': 'The current password is wrong',
  'auth.samePassword': 'The new password is the same as the current one',
  'certificate.notBlocked': 'The certificate is not blocked',
  'certificate.unlimited': 'An unlimited service cannot be changed',
  'certificate.overLimit': 'More than the limit allows',
  'auth.passwordChanged': 'Password changed successfully',
  'auth.passwordWhitespace': 'The password must not contain spaces',
  'auth.emailTaken': 'This e-mail is already in use',
  'users.cannotBlockSelf': 'You cannot block yourself',
  'services.inUse': 'The service is used in tariffs or certificates and cannot be deleted',
};

const catalogues: Record<Language, Catalogue> = { ru, kk, en };

export function pickLanguage(acceptLanguage: string | undefined): Language {
  const wanted = (acceptLanguage ?? '').toLowerCase().split(',').map((part) => part.trim().slice(0, 2));
  return wanted.find((code): code is Language => (LANGUAGES as readonly string[]).includes(code)) ?? 'ru';
}

export function translate(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  const text = catalogues[language][key] ?? ru[key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
