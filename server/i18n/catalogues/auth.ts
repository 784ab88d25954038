import { defineMessages } from './define';

/** Server texts: Sign-in, sessions and user blocking. */
export const authMessages = defineMessages({
  ru: {
    'auth.invalidCredentials': 'Неправильный логин или пароль',
    'auth.blocked': 'Пользователь заблокирован администратором',
    'auth.wrongCabinet': 'Нет доступа к этой части кабинета',
    'auth.wrongPassword': 'Неверный текущий пароль',
    'auth.samePassword': 'Новый пароль совпадает с текущим',
    'auth.passwordChanged': 'Пароль успешно изменен',
    'auth.passwordWhitespace': 'Пароль не должен содержать пробелы',
    'auth.emailTaken': 'Этот email уже используется',
    'auth.clickConsentNotNeeded': 'Согласие с условиями программы нужно только агентам партнера программы',
    'users.cannotBlockSelf': 'Нельзя заблокировать самого себя',
  },
  kk: {
    'auth.invalidCredentials': 'Логин немесе құпиясөз қате',
    'auth.blocked': 'Пайдаланушыны әкімші бұғаттаған',
    'auth.wrongCabinet': 'Кабинеттің бұл бөлігіне кіру мүмкін емес',
    'auth.wrongPassword': 'Ағымдағы құпиясөз қате',
    'auth.samePassword': 'Жаңа құпиясөз ағымдағымен бірдей',
    'auth.passwordChanged': 'Құпиясөз сәтті өзгертілді',
    'auth.passwordWhitespace': 'Құпиясөзде бос орын болмауы керек',
    'auth.emailTaken': 'Бұл email бұрыннан қолданылады',
    'auth.clickConsentNotNeeded': 'Бағдарлама шарттарымен келісу тек бағдарлама серіктесінің агенттеріне қажет',
    'users.cannotBlockSelf': 'Өзіңізді бұғаттауға болмайды',
  },
  en: {
    'auth.invalidCredentials': 'Wrong login or password',
    'auth.blocked': 'The user was blocked by the administrator',
    'auth.wrongCabinet': 'No access to this part of the cabinet',
    'auth.wrongPassword': 'The current password is wrong',
    'auth.samePassword': 'The new password is the same as the current one',
    'auth.passwordChanged': 'Password changed successfully',
    'auth.passwordWhitespace': 'The password must not contain spaces',
    'auth.emailTaken': 'This e-mail is already in use',
    'auth.clickConsentNotNeeded': "Only the programme partner's agents accept the programme's terms",
    'users.cannotBlockSelf': 'You cannot block yourself',
  },
});
