/**
 * A Russian mobile number in whatever form it was typed (+7 (999) 123-45-67, 8 999 123 45 67,
 * 9991234567) as the 11 digits the database keeps: 7 9XX XXX XX XX. Anything else is undefined.
 */
export function normalizeMobilePhone(input: string): string | undefined {
  let digits = input.replace(/\D/g, '');
  if (digits.length === 10) digits = `7${digits}`;
  if (digits.length === 11 && digits.startsWith('8')) digits = `7${digits.slice(1)}`;
  return /^79\d{9}$/.test(digits) ? digits : undefined;
}
