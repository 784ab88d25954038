export type ClientType = 'INDIVIDUAL' | 'LEGAL';

export interface ClientEntity {
  company?: string | null;
  inn?: string | null;
  ogrn?: string | null;
  postal?: string | null;
  legal?: string | null;
}

export interface ClientRecord {
  id: string;
  user_id: string | null;
  login: string | null;
  name: string;
  phone: string | null;
  email: string | null;
  type: ClientType;
  entity: ClientEntity | null;
  address: string | null;
  money: number;
  bonus: number;
  created_at: string;
  updated_at: string;
}

export interface ClientService {
  id: string;
  name: string;
  limit: number | null;
  unit: string | null;
}

/** GET /clients/{id}: the record plus the services of its certificates' tariffs. */
export interface ClientCardRecord extends ClientRecord {
  services: ClientService[];
}

export interface ClientCertificateRow {
  id: string;
  number: string;
  rate_name: string | null;
  status: string;
  blocked: boolean;
  active: boolean;
  cost: number;
  start_date: string | null;
  finish_date: string | null;
}

/** E10: a questionnaire the client passed; passed_at is its latest pass. */
export type { ClientQuestionnaireReply as ClientQuestionnaire, CommentReply as ClientComment } from '../../dataProvider/api/clients';

/** What the add and edit forms hold: the type decides whether the entity is sent. */
export interface ClientFormValues {
  name: string;
  phone: string;
  email: string;
  type: ClientType;
  entity: ClientEntity | null;
  money?: number;
  bonus?: number;
}

export function toClientPayload({ type, entity, ...rest }: ClientFormValues) {
  return { ...rest, entity: type === 'LEGAL' ? entity : null };
}
