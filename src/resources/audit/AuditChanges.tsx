import { useQuery } from '@tanstack/react-query';
import { type TranslateFunction, useTranslate } from 'react-admin';
import { type Field, type ResourceDeclaration, choiceKeyOf, labelOf } from '../../../common/resource';
import { DECLARED_SUMMARIES, declarationOf } from '../../../common/resources/summaries';
import { formatDateTime, formatPrice } from '../../format';

export type AuditChange = { before: unknown; after: unknown };
/** Secrets are stored as this mask (server/audit/record.ts), shown as the word for it. */
const MASK = '***';

/** The declaration of an audit row's resource, its fields loaded once per session (none for a resource not declared). */
function useDeclaration(resource: string) {
  const summary = DECLARED_SUMMARIES.find((d) => d.name === resource);
  const { data, isPending } = useQuery({
    queryKey: ['declaration', resource],
    queryFn: () => declarationOf(summary!),
    enabled: Boolean(summary),
    staleTime: Infinity,
  });
  return { d: data, loading: Boolean(summary) && isPending };
}

/** One value in words by its field's type: an enum's words, yes/no, money and dates formatted; a dash for none. */
export function valueWords(translate: TranslateFunction, d: ResourceDeclaration | undefined, key: string, value: unknown): string {
  if (value == null || value === '') return '—';
  if (value === MASK) return translate('resources.audit.history.secret');
  const f: Field | undefined = d?.fields[key];
  // a role kept beside a change (who blocked: the block's authority) reads as the role's words
  if (!f && key.endsWith('_role') && typeof value === 'string') return translate(`app.enums.role.${value}`, { _: value });
  switch (f?.kind) {
    case 'enum':
      return translate(choiceKeyOf(d!, key, f, String(value)), { _: String(value) });
    case 'boolean':
      return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
    case 'money':
      return typeof value === 'number' ? formatPrice(value) : String(value);
    case 'date':
      return formatDateTime(value as string);
    default:
      if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** What an audit row changed, a line per field: its label, the value before and after, in words. */
export function AuditChanges({ resource, changes }: { resource: string; changes: Record<string, AuditChange> | null }) {
  const translate = useTranslate();
  const { d, loading } = useDeclaration(resource);
  // no codes shown while the words load
  if (loading) return null;
  // a column the declaration does not show (the block's role) is worded by the audit's own texts
  const label = (key: string) =>
    d?.fields[key] ? translate(labelOf(d, key), { _: key }) : translate(`resources.audit.history.fields.${key}`, { _: translate(`resources.${resource}.fields.${key}`, { _: key }) });
  return (
    <>
      {Object.entries(changes ?? {}).map(([key, change]) => (
        <div key={key}>{`${label(key)}: ${valueWords(translate, d, key, change.before)} → ${valueWords(translate, d, key, change.after)}`}</div>
      ))}
    </>
  );
}
