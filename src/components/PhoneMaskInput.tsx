import { TextInput, type TextInputProps } from 'react-admin';
import { PHONE_MASK, maskPhone } from '../format/phone';

/**
 * O10: every masked phone input (add-client form, agent form, the sale, the certificate-list filter). Typed or pasted
 * in any form, the number fills the mask (src/format/phone.ts, common/phone.ts's one reading); a stored 7XXXXXXXXXX
 * shows masked too.
 */
export function PhoneMaskInput(props: Omit<TextInputProps, 'format' | 'parse'>) {
  return (
    <TextInput
      {...props}
      format={(value?: string) => maskPhone(value ?? '')}
      parse={maskPhone}
      placeholder={PHONE_MASK}
      slotProps={{ htmlInput: { inputMode: 'tel' } }}
    />
  );
}
