/** The server's phone rule is the shared one (O9): Russian and Kazakh mobiles, stored as 7XXXXXXXXXX. */
export { normalizeMobilePhone } from '../../../common/phone';
