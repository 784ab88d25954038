import { DataTable } from 'react-admin';
import type { Infer } from '../../../common/resource';
import { sms } from '../../../common/resources/sms';
import { formatDateTime } from '../../format';
import { formatPrice } from '../../format/price';
import { declaredScreens } from '../declared';
import { SMS_CURRENCY, SmsBalance } from './SmsBalance';
import { SmsPhoneInput } from './SmsPhoneInput';

type SmsRecord = Infer<typeof sms>;

/** M1: the message whole (wrapped), the date in local time (DD.MM.YYYY HH:mm), the price in roubles ('—' where the provider did not say), the balance above; the recipient typed in the phone mask. */
export const screens = declaredScreens(sms, {
  columns: {
    text: <DataTable.Col key="text" source="text" disableSort render={(r: SmsRecord) => <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{r.text}</span>} />,
    created_at: <DataTable.Col key="created_at" source="created_at" render={(r: SmsRecord) => formatDateTime(r.created_at)} />,
    price: <DataTable.Col key="price" source="price" disableSort align="right" render={(r: SmsRecord) => formatPrice(r.price, { currency: SMS_CURRENCY, empty: '—' })} />,
  },
  actions: <SmsBalance key="balance" />,
  inputs: { phone: <SmsPhoneInput /> },
});
