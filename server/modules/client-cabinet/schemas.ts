import { Type, type Static } from 'typebox';
import { unitOrNone } from '../../http/units';
import { listQuery, listReply } from '../../http/list';
import { ClientCertificate } from '../clients/schemas';
import { named } from '../../http/named';

const Uuid = Type.String({ format: 'uuid' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const DateTime = Nullable(Type.String({ format: 'date-time' }));

export const RecordId = Type.Object({ id: Uuid });

/** A service the client may use now: of an active certificate (with what is used) or given/bought (privilege). */
export const ClientServiceCard = named('ClientServiceCard', Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('tariff'), Type.Literal('privilege')]),
  name: Type.String(),
  description: Nullable(Type.String()),
  unit: unitOrNone(),
  unlimited: Type.Boolean(),
  limit: Nullable(Type.Integer()),
  used: Nullable(Type.Integer()),
  certificate: Nullable(Type.Object({ id: Uuid, number: Type.String(), rate_name: Nullable(Type.String()), finish_date: DateTime })),
}));
export const ClientServicesReply = Type.Object({ data: Type.Array(ClientServiceCard), total: Type.Integer() });

export const ClientOrderItem = named('ClientOrderItem', Type.Object({
  type: Type.String(),
  name: Type.String(),
  cost: Type.Number(),
  certificate_id: Type.Optional(Uuid),
  service_id: Type.Optional(Uuid),
  period: Type.Optional(Type.Integer()),
}));

export const ClientOrder = named('ClientOrder', Type.Object({
  id: Uuid,
  number: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
  cost: Type.Number(),
  status: Type.String(),
  pay_date: DateTime,
  issue: Type.String({ description: 'Where it is paid: SBERBANK, TINKOFF or BALANCE' }),
  payment_type: Type.String(),
  certificate_id: Nullable(Uuid),
  items: Type.Array(ClientOrderItem),
  payable: Type.Boolean({ description: 'Not paid and not cancelled: may be paid or cancelled' }),
  receipt: Type.Boolean({ description: 'Paid: GET /client/orders/{id}/receipt answers the PDF' }),
}));
export const ClientOrdersQuery = Type.Object({ ...listQuery(['created_at'], 10) }, { additionalProperties: false });
export type ClientOrdersQuery = Static<typeof ClientOrdersQuery>;
export const ClientOrderList = listReply(ClientOrder);

export const ClientInstalment = named('ClientInstalment', Type.Object({
  id: Type.String(),
  certificate_id: Uuid,
  certificate_number: Type.String(),
  number: Type.Integer(),
  due_date: Type.String({ format: 'date' }),
  amount: Type.Number(),
  status: Type.String(),
  order_id: Nullable(Uuid),
  pay_date: DateTime,
}));
export const ClientInstalmentsReply = Type.Object({ data: Type.Array(ClientInstalment), total: Type.Integer() });

/** A row of the client's certificates with its period, services, payments and instalments. */
export const ClientCertificateCard = named('ClientCertificateCard', Type.Object({
  ...ClientCertificate.properties,
  period: Type.Integer(),
  services: Type.Array(
    Type.Object({ id: Uuid, name: Type.String(), unit: unitOrNone(), unlimited: Type.Boolean(), limit: Nullable(Type.Integer()), used: Type.Integer() }),
  ),
  payments: Type.Array(ClientOrder),
  instalments: Type.Array(ClientInstalment),
}));
export type ClientCertificateCard = Static<typeof ClientCertificateCard>;
