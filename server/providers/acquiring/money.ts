/**
 * Amounts in kopecks/tiyn from a numeric(12,2) value, whether the driver hands it over as a number or
 * as its decimal text: the text is read digit by digit, the number through its two-decimal rendering.
 */
export function toMinorUnits(value: number | string): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-?)(\d+)(?:\.(\d{0,2})\d*)?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${text}`);
  const minor = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -minor : minor;
}
