import { useGetRecordRepresentation, useRecordContext, useResourceContext, useTranslate } from 'react-admin';

/**
 * A page title that names the record: react-admin translates a string title without arguments, so a
 * catalogue text with %{recordRepresentation} needs the record's representation passed in.
 */
export function RecordTitle({ i18nKey }: { i18nKey: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  if (!record) return null;
  const recordRepresentation = represent(record);
  return <span>{translate(i18nKey, { recordRepresentation: typeof recordRepresentation === 'string' ? recordRepresentation : String(record.id) })}</span>;
}
