import { email, minValue, required } from 'react-admin';
import { isMobilePhone } from '../../format/phone';

/** O5: the add-client form's own texts. */
export const validateName = required('app.clients.validation.name');
export const validateEmail = [required('app.clients.validation.email'), email()];
export const validatePhone = (value: string | undefined) => (isMobilePhone(value) ? undefined : 'app.clients.validation.phone');

/** E4: the balance moves in steps of 100, the bonus in whole points; neither goes below 0. */
const multipleOf = (step: number, message: string) => (value: number | null | undefined) =>
  value !== null && value !== undefined && value % step !== 0 ? message : undefined;
export const validateMoney = [minValue(0), multipleOf(100, 'app.clients.validation.moneyStep')];
export const validateBonus = [minValue(0), multipleOf(1, 'app.clients.validation.bonusStep')];
