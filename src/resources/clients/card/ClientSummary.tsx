import { useTranslate } from 'react-admin';
import { FactGrid, type GridFact } from '../../../components/Fact';
import { formatPhone, formatPrice } from '../../../format';
import type { ClientRecord } from '../types';

const THIRD = { xs: 12, sm: 4 };
const HALF_ON_PHONE = { xs: 6, sm: 4 };

/** E3: the client's fields in view mode. */
export function ClientSummary({ record }: { record: ClientRecord }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.clients.fields.${name}`);
  const facts: GridFact[] = [
    { label: field('phone'), value: formatPhone(record.phone), size: THIRD },
    { label: field('email'), value: record.email, size: THIRD },
    { label: field('type'), value: translate(`resources.clients.choices.type.${record.type}`), size: THIRD },
    { label: field('money'), value: formatPrice(record.money), size: HALF_ON_PHONE },
    { label: field('bonus'), value: String(record.bonus), size: HALF_ON_PHONE },
    { label: field('login'), value: record.login, size: THIRD },
  ];
  const legal: GridFact[] = [
    { label: field('entity.company'), value: record.entity?.company, size: THIRD },
    { label: field('entity.inn'), value: record.entity?.inn, size: HALF_ON_PHONE },
    { label: field('entity.ogrn'), value: record.entity?.ogrn, size: HALF_ON_PHONE },
  ];
  return <FactGrid facts={record.type === 'LEGAL' ? [...facts, ...legal] : facts} />;
}
