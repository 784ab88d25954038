import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Cabinet } from '../../common/roles';
import { BackLink } from '../../src/layout/BackLink';
import { COMPONENT_TEST, identityWith, renderWithAdmin } from './test-utils';

/** B10: the back link names the section as this cabinet's menu does and goes to the section (issue 27). */
function Page({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => navigate(to)}>Дальше</button>
      <BackLink />
    </>
  );
}

async function walk(cabinet: Cabinet, from: string, to: string) {
  renderWithAdmin(<Page to={to} />, { cabinet, path: from, identity: identityWith(cabinet === 'cabinet' ? ['CLIENT'] : ['ADMIN']) });
  await userEvent.click(screen.getByRole('button', { name: 'Дальше' }));
  return screen.queryByRole('link', { name: /Назад к разделу/ });
}

describe('the back link (B10)', () => {
  it('names the client’s /services as its menu does: «Мои услуги»', COMPONENT_TEST, async () => {
    const link = await walk('cabinet', '/services', '/services/11111111-1111-4111-8111-111111111111');
    expect(link).toHaveTextContent('Назад к разделу «Мои услуги»');
    expect(link).toHaveAttribute('href', '/services');
  });

  it('names the sales cabinet’s /services as its menu does: «Опции»', COMPONENT_TEST, async () => {
    expect(await walk('sales', '/services', '/services/create')).toHaveTextContent('Назад к разделу «Опции»');
  });

  it('after a new tariff is created, goes to the tariffs, not back to the empty form', COMPONENT_TEST, async () => {
    const link = await walk('sales', '/tariffs/edit', '/tariffs/edit/22222222-2222-4222-8222-222222222222');
    expect(link).toHaveTextContent('Назад к разделу «Тарифы»');
    expect(link).toHaveAttribute('href', '/tariffs');
  });

  it('returns to a list with the filters it had', COMPONENT_TEST, async () => {
    const link = await walk('sales', '/certificates?filter=%7B%22q%22%3A%22x%22%7D', '/certificates/certificate/33333333-3333-4333-8333-333333333333');
    expect(link).toHaveAttribute('href', '/certificates?filter=%7B%22q%22%3A%22x%22%7D');
  });

  it('is not shown in the section it would lead to', COMPONENT_TEST, async () => {
    expect(await walk('sales', '/tariffs/edit/22222222-2222-4222-8222-222222222222', '/tariffs')).toBeNull();
  });
});
