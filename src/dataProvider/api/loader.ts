import type { Infer } from '../../../common/resource';
import type { loader } from '../../../common/resources/loader';
import type { HttpClient } from '../http';
import { downloadFile, segment } from './download';

/** A task as the list answers it: the declared record, with its partner and whether a result waits. */
export type LoaderTaskRecord = Infer<typeof loader>;

/** Bulk account creation (M7) beside the generated task list: the upload and the result sheet. */
export const loaderApi = (http: HttpClient) => ({
  uploadLoaderSheet: (partnerId: string, form: FormData) => http.json<LoaderTaskRecord>('POST', `/v2/loader/${segment(partnerId)}`, { body: form }),
  downloadLoaderResult: (taskId: string) => downloadFile(http, 'GET', `/v2/loader/${segment(taskId)}/result`),
});
