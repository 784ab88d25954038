import { TextInput, type TextInputProps } from 'react-admin';
import { PHONE_MASK, isCompletePhone, maskPhone } from '../../format/phone';

/** O10: the phone mask (add-client form, agent form, certificate-list filter); the rule lives in src/format/phone.ts. */
export { PHONE_MASK, isCompletePhone, maskPhone as applyPhoneMask };

export function PhoneMaskInput(props: Omit<TextInputProps, 'format' | 'parse'>) {
  return <TextInput {...props} format={(value?: string) => value ?? ''} parse={maskPhone} placeholder={PHONE_MASK} />;
}
