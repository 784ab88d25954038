import type { Static } from 'typebox';
import type { Comment } from '../../../common/resources/comments';
import type { ActiveOption, PrivilegeInput } from '../../../server/modules/client-options/schemas';
import type { ClientQuestionnaire } from '../../../server/modules/questionnaires/schemas';
import type { PublicService } from '../../../server/modules/services/schemas';
import type { HttpClient } from '../http';
import type { Query, Reply } from './contract';
import { downloadFile, segment } from './download';

export type { ActiveOption, PrivilegeInput };
export type CommentReply = Comment;
export type ClientQuestionnaireReply = Static<typeof ClientQuestionnaire>;
export type AdditionalServiceReply = Static<typeof PublicService>;

/** E9: the spec's calls with their /api segment (see docs/decisions.md E9). */
const OPTIONS = '/api/questionnaire';

/** The client card's calls outside CRUD: duplicates (E7), comments (E8), options (E9), questionnaires (E10). */
export const clientApi = (http: HttpClient) => ({
  checkClients: (query: Query<'checkGetClients'>, signal?: AbortSignal) =>
    http.json<Reply<'checkGetClients'>>('GET', '/check/clients', { query, signal }),
  clientComments: (clientId: string, signal?: AbortSignal) => http.json<CommentReply[]>('GET', `/comment/${segment(clientId)}`, { signal }),
  addClientComment: (clientId: string, comment: string) => http.json<CommentReply>('POST', `/comment/${segment(clientId)}`, { body: { comment } }),
  changeClientComment: (id: string, comment: string) => http.json<CommentReply>('PUT', `/comment/${segment(id)}`, { body: { comment } }),
  deleteClientComment: (id: string) => http.json<CommentReply>('DELETE', `/comment/${segment(id)}`),
  clientOptions: (clientId: string, signal?: AbortSignal) =>
    http.json<ActiveOption[]>('POST', `${OPTIONS}/getAllActiveOptions`, { body: { client_id: clientId }, signal }),
  createPrivilegeService: (body: PrivilegeInput) => http.json<ActiveOption>('POST', `${OPTIONS}/createPrivilegeService`, { body }),
  deletePrivilegeService: (id: string) => http.json<ActiveOption>('DELETE', `${OPTIONS}/privilege/${segment(id)}`),
  additionalServices: (signal?: AbortSignal) => http.json<AdditionalServiceReply[]>('GET', '/services/additional', { signal }),
  clientQuestionnaires: (clientId: string, signal?: AbortSignal) =>
    http.json<ClientQuestionnaireReply[]>('GET', `/questionnaires/user/${segment(clientId)}`, { signal }),
  downloadQuestionnairePdf: (questionnaireId: string, clientId: string) =>
    downloadFile(http, 'GET', `/questionnaires/${segment(questionnaireId)}/users/${segment(clientId)}/pdf`),
});
