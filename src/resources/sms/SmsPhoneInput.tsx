import { TextInput } from 'react-admin';
import { normalizeMobilePhone } from '../../../common/phone';
import { sms } from '../../../common/resources/sms';
import { PHONE_MASK, maskPhone } from '../../format/phone';
import { validatorsOf } from '../declared/validators';

/** A typed number held as the 11 digits the server takes once it is whole, as the mask's partial text until then (refused by the pattern). */
const toStored = (input: string) => normalizeMobilePhone(input) ?? maskPhone(input);

/** O10's mask for the recipient, with the declaration's rules (required, a whole mobile number). */
export function SmsPhoneInput() {
  return (
    <TextInput
      source="phone"
      validate={validatorsOf(sms, 'phone', sms.fields.phone)}
      format={(value?: string) => maskPhone(value ?? '')}
      parse={toStored}
      placeholder={PHONE_MASK}
      slotProps={{ htmlInput: { inputMode: 'tel' } }}
    />
  );
}
