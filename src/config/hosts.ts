/**
 * What the host decides (N1–N3, N8): region → language and currency, brand → logo, title and palette,
 * and the staging flag. The hosts of each brand are not given by the spec; see docs/decisions.md (N3).
 */
import { BRAND_PALETTES } from '../../common/brandPalettes';
import type { Locale } from '../i18n/types';
import certificatesLogo from './logos/certificates.svg';
import certificatesKzLogo from './logos/certificates-kz.svg';

export type Region = 'RU' | 'KZ';
export type Currency = '₽' | '₸';
export type BrandId = 'certificates' | 'certificates-kz';

export interface Brand {
  id: BrandId;
  /** The title is a text users see, so it lives in the catalogues under this key. */
  titleKey: string;
  logo: string;
  palette: { primary: string; secondary: string };
}

export interface HostConfig {
  hostname: string;
  region: Region;
  locale: Locale;
  currency: Currency;
  brand: Brand;
  staging: boolean;
}

const REGIONS: Record<Region, { locale: Locale; currency: Currency; brand: BrandId }> = {
  RU: { locale: 'ru', currency: '₽', brand: 'certificates' },
  KZ: { locale: 'kk', currency: '₸', brand: 'certificates-kz' },
};

export const BRANDS: Record<BrandId, Brand> = {
  certificates: {
    id: 'certificates',
    titleKey: 'app.brand.certificates',
    logo: certificatesLogo,
    palette: BRAND_PALETTES.certificates,
  },
  'certificates-kz': {
    id: 'certificates-kz',
    titleKey: 'app.brand.certificates-kz',
    logo: certificatesKzLogo,
    palette: BRAND_PALETTES['certificates-kz'],
  },
};

export function regionOf(hostname: string): Region {
  return /\.kz$/i.test(hostname) ? 'KZ' : 'RU';
}

/** N8 taken literally: any hostname containing 'st' (stage.…, test.…, localhost) is a staging stand. */
export function isStaging(hostname: string): boolean {
  return hostname.toLowerCase().includes('st');
}

export function hostConfig(hostname: string = window.location.hostname): HostConfig {
  const region = regionOf(hostname);
  const { locale, currency, brand } = REGIONS[region];
  return { hostname, region, locale, currency, brand: BRANDS[brand], staging: isStaging(hostname) };
}
