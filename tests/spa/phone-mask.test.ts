import { describe, expect, it } from 'vitest';
import { isMobilePhone, maskPhone } from '../../src/format/phone';
import { validatePhone } from '../../src/resources/clients/clientValidators';

/** O9/O10: one mask and one rule for every phone input; Kazakh mobiles (+7 7XX) as Russian ones (+7 9XX). */
describe('phone inputs (O9, O10)', () => {
  it('masks Kazakh and Russian mobiles however they are typed or pasted', () => {
    for (const typed of ['7011234567', '+7 701 123 45 67', '87011234567', '77011234567']) expect(maskPhone(typed)).toBe('+7 (701) 123-45-67');
    expect(maskPhone('89991234567')).toBe('+7 (999) 123-45-67');
    expect(maskPhone('8')).toBe('');
    expect(maskPhone('+7 (70')).toBe('+7 (70');
  });

  it('accepts Kazakh mobiles and refuses landlines in the forms, as the server does', () => {
    expect(isMobilePhone('+7 (701) 123-45-67')).toBe(true);
    expect(isMobilePhone('+7 (912) 345-67-89')).toBe(true);
    expect(isMobilePhone('+7 (727) 123-45-67')).toBe(false);
    expect(validatePhone('+7 (747) 123-45-67')).toBeUndefined();
    expect(validatePhone('+7 (727) 123-45-67')).toBe('app.clients.validation.phone');
  });
});
