import { DataTable, useTranslate } from 'react-admin';
import type { Infer } from '../../../common/resource';
import { audit } from '../../../common/resources/audit';
import { declaredScreens } from '../declared';
import { type AuditChange, AuditChanges } from './AuditChanges';

type AuditRecord = Infer<typeof audit>;

/** A resource by its name in the reader's language ('Certificates' in English), its code only where it has none. */
function ResourceName({ resource }: { resource: string }) {
  const translate = useTranslate();
  return <>{translate(`resources.${resource}.name`, { smart_count: 2, _: resource })}</>;
}

/** Issue 25: the journal of every change, the resource and the changed fields in words. */
export const screens = declaredScreens(audit, {
  columns: {
    resource: <DataTable.Col key="resource" source="resource" disableSort render={(r: AuditRecord) => <ResourceName resource={r.resource} />} />,
    changes: (
      <DataTable.Col
        key="changes"
        source="changes"
        disableSort
        render={(r: AuditRecord) => <AuditChanges resource={r.resource} changes={r.changes as Record<string, AuditChange> | null} />}
      />
    ),
  },
});
