import type { HttpClient } from '../http';
import type { Reply } from './contract';

/** The SMS provider's balance (M1), beside the generated SMS log. */
export const messageApi = (http: HttpClient) => ({
  smsBalance: () => http.json<Reply<'smsGetBalance'>>('GET', '/notifications/sms/balance'),
});
