import { TextInput, type TextInputProps } from 'react-admin';

/** O10: the phone mask of the add-client form. */
export const PHONE_MASK = '+7 (999) 999-99-99';

/** The ten digits after the country code, whether typed into the mask, pasted as 8… / 7… or bare. */
function nationalDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (input.trimStart().startsWith('+7')) return digits.slice(1, 11);
  if (digits.length === 11 && /^[78]/.test(digits)) return digits.slice(1);
  return digits.slice(0, 10);
}

/** Fills the mask as far as the digits go: '912' → '+7 (912', '9123456789' → '+7 (912) 345-67-89'. */
export function applyPhoneMask(input: string): string {
  const digits = nationalDigits(input);
  if (!digits) return '';
  const parts: [string, number, number][] = [['+7 (', 0, 3], [') ', 3, 6], ['-', 6, 8], ['-', 8, 10]];
  return parts.map(([prefix, from, to]) => (digits.length > from ? prefix + digits.slice(from, to) : '')).join('');
}

/** A complete number, for validation: all ten digits are there. */
export const isCompletePhone = (value: string | undefined) => !!value && nationalDigits(value).length === 10;

export function PhoneMaskInput(props: Omit<TextInputProps, 'format' | 'parse'>) {
  return <TextInput {...props} format={(value?: string) => value ?? ''} parse={applyPhoneMask} placeholder={PHONE_MASK} />;
}
