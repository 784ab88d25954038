import type { InferInput } from '../../../common/resource';
import type { ClientType, clients } from '../../../common/resources/clients';
import { unformatPhone } from '../../format';

type ClientInput = InferInput<typeof clients>;

/** What the add and edit forms hold: the type decides whether the entity is sent. */
export type ClientFormValues = Pick<ClientInput, 'money' | 'bonus'> & {
  name: string;
  phone: string;
  email: string;
  type: ClientType;
  entity: ClientInput['entity'];
};

const entityOf = ({ type, entity }: ClientFormValues) => (type === 'LEGAL' ? entity : null);

/** E5: a new client: the phone as its digits, the entity only for a legal entity. */
export const newClientBody = (values: ClientFormValues): ClientInput => ({
  name: values.name,
  phone: unformatPhone(values.phone),
  email: values.email,
  entity: entityOf(values),
});

/** E4: the card's changes: the phone is read-only, so it is not sent; money and bonus as the form holds them. */
export const changedClientBody = (values: ClientFormValues): ClientInput => ({
  name: values.name,
  email: values.email,
  entity: entityOf(values),
  money: values.money,
  bonus: values.bonus,
});
