import type { RaRecord } from 'react-admin';
import type { Infer } from '../../../common/resource';
import type { ClientType, clients } from '../../../common/resources/clients';
import type { Comment } from '../../../common/resources/comments';
import type { Reply, Schema } from '../../dataProvider/api/contract';

/** The client as the API answers it (common/resources/clients.ts). */
export type ClientRecord = RaRecord<string> & Infer<typeof clients>;
export type { ClientType };
export type ClientEntity = NonNullable<ClientRecord['entity']>;

/** GET /clients/{id}: the record plus the services of its certificates' tariffs. */
export type ClientCardRecord = RaRecord<string> & Reply<'clientsGet'>;
export type ClientService = Schema<'ClientService'>;

export type ClientCertificateRow = Schema<'ClientCertificate'>;

/** E8: a comment on the client (common/resources/comments.ts). */
export type ClientComment = Comment;

/** E10: a questionnaire the client passed; passed_at is its latest pass. */
export type { ClientQuestionnaireReply as ClientQuestionnaire } from '../../dataProvider/api/clients';
