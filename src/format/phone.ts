/**
 * N9: '+7 (999) 999-99-99'. Ten digits get the Russian/Kazakh code 7; a leading 8 is the domestic
 * form of +7. Anything that is not a 10 or 11 digit number is shown as it came.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  let digits = value.replace(/\D/g, '');
  if (digits.length === 10) digits = `7${digits}`;
  if (digits.length !== 11) return value;
  if (digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  const [, code, area, first, second, third] = digits.match(/^(\d)(\d{3})(\d{3})(\d{2})(\d{2})$/)!;
  return `+${code} (${area}) ${first}-${second}-${third}`;
}

/** The digits only, as the server expects them (an existence check sends the unformatted phone). */
export function unformatPhone(value: string): string {
  return value.replace(/\D/g, '');
}
