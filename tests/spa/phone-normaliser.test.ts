import { describe, expect, it } from 'vitest';
import { signInNameOf } from '../../common/login';
import { nationalDigits, normalizeMobilePhone, phoneSearchDigits } from '../../common/phone';
import { maskPhone, unformatPhone } from '../../src/format/phone';

/** Issue 27: one reading of a phone number, whatever people type or paste, on the server and in every SPA input. */
const SAME_NUMBER = [
  '9161234599',
  '79161234599',
  '89161234599',
  '+79161234599',
  '+7 916 123-45-99',
  '+7 (916) 123-45-99',
  '8 916 123 45 99',
  '8 (916) 123-45-99',
  '8-916-123-45-99',
  ' +7\u00a0916\u00a0123\u00a045\u00a099 ',
  '+7 (916) 1234599',
];

describe('the phone normaliser (common/phone.ts)', () => {
  it.each(SAME_NUMBER)('reads %j as 79161234599 everywhere', (typed) => {
    expect(normalizeMobilePhone(typed)).toBe('79161234599');
    expect(nationalDigits(typed)).toBe('9161234599');
    expect(maskPhone(typed)).toBe('+7 (916) 123-45-99');
    expect(unformatPhone(typed)).toBe('79161234599');
    expect(phoneSearchDigits(typed)).toBe('79161234599');
    expect(signInNameOf(typed)).toMatchObject({ kind: 'phone', key: '79161234599' });
  });

  it.each([
    ['+7 (701) 123-45-67', '77011234567'],
    ['8 747 123 45 67', '77471234567'],
    ['77751234567', '77751234567'],
    ['7751234567', '77751234567'],
  ])('reads the Kazakh mobile %j as %s', (typed, stored) => {
    expect(normalizeMobilePhone(typed)).toBe(stored);
    expect(nationalDigits(typed)).toBe(stored.slice(1));
  });

  it.each(['', '123', '+7 (727) 123-45-67', '916123459', '791612345991', '+7 (916) 123-45-99-1', 'agent'])('finds no mobile in %j', (typed) =>
    expect(normalizeMobilePhone(typed)).toBeUndefined(),
  );

  it.each([
    ['7', '7'],
    ['79', '9'],
    ['8', ''],
    ['89', '9'],
    ['77', '77'],
    ['770', '70'],
    ['+7 (', ''],
    ['+7 (79', '9'],
    ['+7 (799) 912-34-567', '9991234567'],
    ['+7 (916) 123-45-995', '9161234599'],
  ])('reads the digits typed so far, %j, as %j after +7', (typed, national) => expect(nationalDigits(typed)).toBe(national));

  it('searches a part of a number by its digits and a whole one as it is stored', () => {
    expect(phoneSearchDigits('123-45')).toBe('12345');
    expect(phoneSearchDigits('8 916 123 45 99')).toBe('79161234599');
  });
});
