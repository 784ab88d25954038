import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { StoriesCarousel } from '../../src/resources/stories/viewer/StoriesCarousel';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();

const picture = (n: number) => `0000000${n}-0000-4000-8000-000000000000`;
const story = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `1111111${n}-1111-4111-8111-111111111111`, title: `История ${n}`, image: null, position: n, is_visible: true, display: 'SITE',
  slides: [{ image: picture(n), duration: 10, position: 1 }], contents: {}, viewed: false,
  created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z', ...extra,
});

function renderCarousel(stories: unknown[], roles: ('ADMIN' | 'CLIENT')[] = ['CLIENT']) {
  const views: string[] = [];
  server.use(
    http.get(gw('/stories/full'), () => HttpResponse.json(stories)),
    http.post(gw('/views/:id'), ({ params }) => {
      views.push(String(params.id));
      return HttpResponse.json({ viewed: true, counted: true });
    }),
  );
  const { dataProvider } = createTestProviders();
  renderWithAdmin(<StoriesCarousel />, { dataProvider, identity: identityWith(roles), cabinet: 'cabinet' });
  return views;
}

describe('stories viewer (J1)', { timeout: 30_000 }, () => {
  it("says 'Историй нет' when there are none", async () => {
    renderCarousel([]);
    expect(await screen.findByText('Историй нет', {}, RENDER_WAIT)).toBeInTheDocument();
  });

  it('opens a story by the keyboard, moves with the arrows, wraps from the last to the first, closes on Esc, counts each view once', async () => {
    const user = userEvent.setup();
    const views = renderCarousel([story(1), story(2)]);
    const tile = await screen.findByRole('button', { name: 'Открыть историю «История 1»' }, RENDER_WAIT);
    tile.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'История 1' });
    expect(within(dialog).getByRole('img', { name: 'История 1' })).toHaveAttribute('src', `/gw/slides/${picture(1)}/file?width=960`);
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'История 2' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'История 1' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'История 2' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // both were viewed, each counted once whatever the returns to it
    expect(views.toSorted()).toEqual([story(1).id, story(2).id]);
    expect(await screen.findAllByText('Просмотрена')).toHaveLength(2);
  });

  it('moves to the next and previous story by a swipe on a phone, not by a short touch', async () => {
    const user = userEvent.setup();
    renderCarousel([story(1), story(2)]);
    await user.click(await screen.findByRole('button', { name: 'Открыть историю «История 1»' }, RENDER_WAIT));
    const frame = within(await screen.findByRole('dialog', { name: 'История 1' })).getByText('Слайд 1 из 1');
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(frame, { touches: [{ clientX: from }] });
      fireEvent.touchEnd(frame, { changedTouches: [{ clientX: to }] });
    };
    swipe(300, 280);
    expect(screen.getByRole('dialog', { name: 'История 1' })).toBeInTheDocument();
    swipe(300, 100);
    expect(await screen.findByRole('dialog', { name: 'История 2' })).toBeInTheDocument();
    swipe(100, 300);
    expect(await screen.findByRole('dialog', { name: 'История 1' })).toBeInTheDocument();
  });

  it('shows the next slide after its duration and the landing block when expanded, its text as the server sanitized it', async () => {
    const user = userEvent.setup();
    renderCarousel([story(1, {
      slides: [{ image: picture(1), duration: 1, position: 1 }, { image: picture(2), duration: 10, position: 2 }],
      contents: { title: 'Весенние скидки', content: '<p>До <b>30%</b></p>', button_name: 'Купить', button_url: 'http://example.com' },
    })]);
    await user.click(await screen.findByRole('button', { name: 'Открыть историю «История 1»' }, RENDER_WAIT));
    expect(await screen.findByText('Слайд 1 из 2')).toBeInTheDocument();
    expect(await screen.findByText('Слайд 2 из 2', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Подробнее' }));
    expect(await screen.findByText('Весенние скидки')).toBeVisible();
    expect(screen.getByText('30%').tagName).toBe('B');
    expect(screen.getByRole('link', { name: 'Купить' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows the admin the views on a badge, '500000+' past the overflow; a client gets no counter", async () => {
    renderCarousel([story(1, { views: 12 }), story(2, { views: 600_000 })], ['ADMIN']);
    expect(await screen.findByText('12', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('500000+')).toBeInTheDocument();
  });
});
