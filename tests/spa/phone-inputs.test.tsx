import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SimpleForm } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { PhoneMaskInput } from '../../src/components/PhoneMaskInput';
import { COMPONENT_TEST, renderWithAdmin } from './test-utils';

/** Issue 27: the masked phone input (add-client, agent, sale, certificate filter) takes a number as people type or paste it. */
function renderInput() {
  renderWithAdmin(
    <SimpleForm toolbar={false}>
      <PhoneMaskInput source="phone" label="Телефон" />
    </SimpleForm>,
  );
  return screen.getByLabelText('Телефон');
}

const TYPED: [string, string][] = [
  ['79991234567', '+7 (999) 123-45-67'],
  ['89161234599', '+7 (916) 123-45-99'],
  ['9161234599', '+7 (916) 123-45-99'],
  ['+79161234599', '+7 (916) 123-45-99'],
  ['77011234567', '+7 (701) 123-45-67'],
  ['87471234567', '+7 (747) 123-45-67'],
  ['7751234567', '+7 (775) 123-45-67'],
  ['77751234567', '+7 (775) 123-45-67'],
];

const PASTED: [string, string][] = [
  ['+7 916 123-45-99', '+7 (916) 123-45-99'],
  ['8 916 123 45 99', '+7 (916) 123-45-99'],
  ['9161234599', '+7 (916) 123-45-99'],
  ['79161234599', '+7 (916) 123-45-99'],
  ['+7 (701) 123-45-67', '+7 (701) 123-45-67'],
  ['8 (775) 123 45 67', '+7 (775) 123-45-67'],
];

describe('the masked phone input (O10, issue 27)', () => {
  it.each(TYPED)('typed key by key, %s reads %s', COMPONENT_TEST, async (typed, shown) => {
    const input = renderInput();
    await userEvent.type(input, typed);
    expect(input).toHaveValue(shown);
  });

  it.each(PASTED)('pasted, %s reads %s', COMPONENT_TEST, async (pasted, shown) => {
    const input = renderInput();
    await userEvent.click(input);
    await userEvent.paste(pasted);
    expect(input).toHaveValue(shown);
  });

  it('pasted over a number already there, the pasted one replaces it', COMPONENT_TEST, async () => {
    const input = renderInput();
    await userEvent.type(input, '9161234599');
    await userEvent.tripleClick(input);
    await userEvent.paste('8 701 123 45 67');
    expect(input).toHaveValue('+7 (701) 123-45-67');
  });
});
