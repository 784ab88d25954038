/**
 * What a generated date input gives the form: the picker's local 'YYYY-MM-DDTHH:mm' (an <input type="datetime-local">,
 * which react-admin's DateTimeInput passes on as typed) as an ISO 8601 instant, the `date-time` every declared date
 * field takes; an emptied picker is null. A value that is not a date stays as typed, for the form to refuse.
 */
export function parseDateTime(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? String(value) : instant.toISOString();
}
