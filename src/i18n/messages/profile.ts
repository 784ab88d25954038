import type { FeatureMessages } from '../types';

/** Profile settings modal (A13–A15) and its validation (O1, O2). */
export const profileMessages: FeatureMessages = {
  ru: {
    app: {
      profile: {
        title: 'Настройки профиля',
        tabs: { edit: 'Редактировать профиль', password: 'Сменить пароль', theme: 'Тема', beta: 'бета' },
        fields: {
          name: 'Имя',
          email: 'E-mail',
          phone: 'Телефон',
          old_password: 'Текущий пароль',
          password: 'Новый пароль',
          confirm: 'Повторите новый пароль',
        },
        theme: { light: 'Стандартная', dark: 'Тёмная' },
        validation: {
          required: 'Поле не может быть пустым',
          email: 'Неправильный email',
          passwordRequired: 'Вы не ввели текущий пароль',
          passwordMismatch: 'Введённые пароли не совпадают',
        },
        notify: {
          saved: 'Профиль изменен',
          passwordChanged: 'Пароль успешно изменен',
          serverError: 'На сервере произошла ошибка',
        },
      },
    },
  },
  kk: {
    app: {
      profile: {
        title: 'Профиль баптаулары',
        tabs: { edit: 'Профильді өңдеу', password: 'Құпиясөзді өзгерту', theme: 'Тақырып', beta: 'бета' },
        fields: {
          name: 'Аты',
          email: 'E-mail',
          phone: 'Телефон',
          old_password: 'Ағымдағы құпиясөз',
          password: 'Жаңа құпиясөз',
          confirm: 'Жаңа құпиясөзді қайталаңыз',
        },
        theme: { light: 'Стандартты', dark: 'Қараңғы' },
        validation: {
          required: 'Өріс бос болмауы керек',
          email: 'Email қате',
          passwordRequired: 'Ағымдағы құпиясөзді енгізбедіңіз',
          passwordMismatch: 'Енгізілген құпиясөздер сәйкес келмейді',
        },
        notify: {
          saved: 'Профиль өзгертілді',
          passwordChanged: 'Құпиясөз сәтті өзгертілді',
          serverError: 'Серверде қате орын алды',
        },
      },
    },
  },
  en: {
    app: {
      profile: {
        title: 'Profile settings',
        tabs: { edit: 'Edit profile', password: 'Change password', theme: 'Theme', beta: 'beta' },
        fields: {
          name: 'Name',
          email: 'E-mail',
          phone: 'Phone',
          old_password: 'Current password',
          password: 'New password',
          confirm: 'Repeat the new password',
        },
        theme: { light: 'Standard', dark: 'Dark' },
        validation: {
          required: 'The field cannot be empty',
          email: 'Invalid email',
          passwordRequired: 'You did not enter the current password',
          passwordMismatch: 'The two passwords you entered do not match',
        },
        notify: {
          saved: 'Profile updated',
          passwordChanged: 'Password changed successfully',
          serverError: 'A server error occurred',
        },
      },
    },
  },
};
