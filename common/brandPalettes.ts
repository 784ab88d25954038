/**
 * The brands' colours (N1–N3): the SPA's theme and the pages the server draws itself (the sandbox acquirer's
 * payment page) take them from here, so both look like the same product.
 */
export const BRAND_PALETTES = {
  certificates: { primary: '#1565c0', secondary: '#263238' },
  'certificates-kz': { primary: '#00838f', secondary: '#004d40' },
} as const;

/** A .kz host is the Kazakh brand's (src/config/hosts.ts regionOf). */
export const brandPaletteOf = (hostname: string) => BRAND_PALETTES[/\.kz$/i.test(hostname) ? 'certificates-kz' : 'certificates'];
