let counter = 0;

/** A short token no earlier run of the specs on the same app has used (runs share one database). */
export function uniqueStamp(): string {
  counter += 1;
  return `${Date.now().toString(36).slice(-6)}${counter}`;
}

/** A ten-digit mobile number (+7 9…) that no demo client or earlier run has: 95 then eight digits. */
export function freshPhone(): string {
  counter += 1;
  const digits = String((Date.now() * 10 + counter) % 100_000_000).padStart(8, '0');
  return `95${digits}`;
}
