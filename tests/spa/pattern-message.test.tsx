import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, SimpleForm, TextInput, regex } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { COMPONENT_TEST, RENDER_WAIT, renderWithAdmin } from './test-utils';

/** A declared pattern without its own words (questionnaires' ids) is refused in words, never by showing the pattern. */
describe('a value refused by its pattern', () => {
  it('says the format is wrong, in the reader’s language', COMPONENT_TEST, async () => {
    renderWithAdmin(
      <ResourceContextProvider value="questionnaires">
        <SimpleForm onSubmit={() => undefined} mode="onChange">
          <TextInput source="id" label="Код" validate={regex(/^[A-Za-z0-9_-]+$/, 'ra.validation.regex')} />
        </SimpleForm>
      </ResourceContextProvider>,
    );
    await userEvent.type(await screen.findByLabelText('Код', {}, RENDER_WAIT), 'не код');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Неверный формат')).toBeInTheDocument();
    expect(screen.queryByText(/regexp|object Object/)).toBeNull();
  });
});
