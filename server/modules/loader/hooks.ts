/** What a task's answer computes (M7): whether a result sheet waits, from its hidden result_file_id. */
import type { ResourceHooks } from '../../resources/hooks';

export const loaderHooks: ResourceHooks = {
  afterRead: (records, { rows }) => records.map((record, index) => ({ ...record, has_result: rows[index]?.result_file_id != null })),
};
