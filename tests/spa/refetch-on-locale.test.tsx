import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { useStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { RefetchOnLocaleChange } from '../../src/layout/RefetchOnLocaleChange';
import { COMPONENT_TEST, RENDER_WAIT, renderWithAdmin } from './test-utils';

let asked = 0;
/** A lookup as the screens keep it: worded by the server in the request's language, cached for minutes. */
function CachedNames() {
  const { data } = useQuery({ queryKey: ['tariffs', 'lookup'], queryFn: async () => ++asked, staleTime: 5 * 60_000 });
  const [, setLocale] = useStore<string>('locale');
  return (
    <>
      <output data-testid="asked">{data}</output>
      <button type="button" onClick={() => setLocale('en')}>English</button>
    </>
  );
}

describe('a language change (issue 27)', () => {
  it('asks the server again for what it words, however long it is cached', COMPONENT_TEST, async () => {
    renderWithAdmin(
      <>
        <CachedNames />
        <RefetchOnLocaleChange />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('asked')).toHaveTextContent('1'), RENDER_WAIT);
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(screen.getByTestId('asked')).toHaveTextContent('2'), RENDER_WAIT);
  });
});
