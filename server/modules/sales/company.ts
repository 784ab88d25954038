import { badRequest, notFound } from '../../http/errors';
import { isValidInnOrOgrn } from '../../providers/company-registry/checksums';
import type { CompanyRegistry } from '../../providers/company-registry/index';

/** D3: the number must pass the INN or OGRN check digits before the register is asked. */
export async function lookupCompany(registry: CompanyRegistry, raw: string) {
  const number = raw.replace(/\s/g, '');
  if (!isValidInnOrOgrn(number)) throw badRequest({ id: 'company.invalidNumber' }, 'company.invalidNumber');
  const company = await registry.find(number);
  if (!company) throw notFound('company.notFound');
  return company;
}
