import { TextInput, type TextInputProps } from 'react-admin';

/** Card-number mask 9999 / 99** / **** / 9999 (O10): digits in the open places, * in the hidden ones. */
export const NUMBER_MASK = '9999 / 99** / **** / 9999';

/** Keeps what the user typed in the mask's shape: digits where the mask has 9, a digit or * where it has *. */
export function applyNumberMask(input: string): string {
  const typed = input.replace(/[^\d*]/g, '').split('');
  let out = '';
  for (const slot of NUMBER_MASK) {
    if (!typed.length) break;
    if (slot === '9') {
      const next = typed.shift()!;
      if (next === '*') break;
      out += next;
    } else if (slot === '*') out += typed.shift()!;
    else out += slot;
  }
  return out.replace(/[\s/]+$/, '');
}

export function NumberMaskInput(props: Omit<TextInputProps, 'format' | 'parse'>) {
  return <TextInput {...props} format={(value?: string) => value ?? ''} parse={applyNumberMask} placeholder={NUMBER_MASK} />;
}
