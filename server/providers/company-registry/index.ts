export interface CompanyInfo {
  company: string;
  inn: string;
  ogrn: string;
  kpp: string | null;
  postal: string;
  legal: string;
}

/** A company register (in production the Federal Tax Service via a data vendor). */
export interface CompanyRegistry {
  /** The company with this INN or OGRN, or null when the register has none. */
  find(innOrOgrn: string): Promise<CompanyInfo | null>;
}

const BUILT_IN: CompanyInfo[] = [
  {
    company: 'ПАО Сбербанк',
    inn: '7707083893',
    ogrn: '1027700132195',
    kpp: '773601001',
    postal: '117312, г. Москва, ул. Вавилова, д. 19',
    legal: '117312, г. Москва, ул. Вавилова, д. 19',
  },
  {
    company: 'ПАО «Газпром»',
    inn: '7736050003',
    ogrn: '1027700070518',
    kpp: '781401001',
    postal: '197229, г. Санкт-Петербург, Лахтинский пр-кт, д. 2, к. 3, стр. 1',
    legal: '197229, г. Санкт-Петербург, Лахтинский пр-кт, д. 2, к. 3, стр. 1',
  },
  {
    company: 'ПАО «Яндекс»',
    inn: '7736207543',
    ogrn: '1027700229193',
    kpp: '772501001',
    postal: '119021, г. Москва, ул. Льва Толстого, д. 16',
    legal: '119021, г. Москва, ул. Льва Толстого, д. 16',
  },
];

/** A fixed register of a few real companies, so the lookup works offline and in tests. */
export class SandboxCompanyRegistry implements CompanyRegistry {
  async find(innOrOgrn: string): Promise<CompanyInfo | null> {
    return BUILT_IN.find((c) => c.inn === innOrOgrn || c.ogrn === innOrOgrn) ?? null;
  }
}
