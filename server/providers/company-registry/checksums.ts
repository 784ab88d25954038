/** Check digits of Russian taxpayer (INN) and state registration (OGRN) numbers. */

const weighted = (digits: number[], weights: number[]) => (weights.reduce((sum, w, i) => sum + w * digits[i]!, 0) % 11) % 10;

export function isValidInn(value: string): boolean {
  if (!/^\d{10}$|^\d{12}$/.test(value)) return false;
  const d = [...value].map(Number);
  if (d.length === 10) return weighted(d, [2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[9];
  return weighted(d, [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[10] && weighted(d, [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === d[11];
}

/** OGRN (13 digits): the first 12 mod 11, last digit; OGRNIP (15 digits): the first 14 mod 13. */
export function isValidOgrn(value: string): boolean {
  if (!/^\d{13}$|^\d{15}$/.test(value)) return false;
  const body = BigInt(value.slice(0, -1));
  const check = (body % (value.length === 13 ? 11n : 13n)) % 10n;
  return check === BigInt(value.slice(-1));
}

export const isValidInnOrOgrn = (value: string) => isValidInn(value) || isValidOgrn(value);
