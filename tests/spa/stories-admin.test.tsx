import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { offers } from '../../common/resources/offers';
import { stories } from '../../common/resources/stories';
import { declaredEndpoints } from '../../src/dataProvider/declared';
import { views as offerViews } from '../../src/resources/offers/views';
import { views as storyViews } from '../../src/resources/stories/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();

const STAMP = '2025-01-01T00:00:00.000Z';
const story = { id: '11111111-1111-4111-8111-111111111111', title: 'Весна', image: null, position: 0, is_visible: true, display: 'SITE', views: 7, slides: [], contents: {}, created_at: STAMP, updated_at: STAMP };
const picture = { id: '22222222-2222-4222-8222-222222222222', mime: 'image/png', width: 1740, height: 980, size: 2048, created_at: STAMP };

const renderStories = (path: string) => {
  const { dataProvider } = createTestProviders({ stories: declaredEndpoints(stories) });
  renderWithAdmin(<AdminUI>{declaredRoutes(storyViews)}</AdminUI>, { dataProvider, path, identity: identityWith(['ADMIN']) });
};

describe('stories admin (J2)', { timeout: 30_000 }, () => {
  it('lists the SITE stories with their views, and the mode toggle reloads the list with DESIGNER', async () => {
    const displays: (string | null)[] = [];
    server.use(http.get(gw('/stories'), ({ request }) => {
      const display = new URL(request.url).searchParams.get('display');
      displays.push(display);
      return HttpResponse.json({ data: display === 'DESIGNER' ? [] : [story], total: display === 'DESIGNER' ? 0 : 1, perPage: 25, page: 1 });
    }));
    renderStories('/stories');
    const row = (await screen.findByText('Весна', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(row).getByText('7')).toBeInTheDocument();
    expect(within(row).getByText('Клиентам в кабинете')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Конструктор' }));
    await waitFor(() => expect(displays.at(-1)).toBe('DESIGNER'));
    // the mode is no search: the empty display says there are no stories yet
    expect(await screen.findByText('Историй пока нет: создайте первую', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(displays).not.toContain(null);
  });

  it("previews the chosen display's carousel without counting the admin's views", async () => {
    const user = userEvent.setup();
    const asked: (string | null)[] = [];
    let viewed = false;
    server.use(
      http.get(gw('/stories'), () => HttpResponse.json({ data: [story], total: 1, perPage: 25, page: 1 })),
      http.get(gw('/stories/full'), ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('display'));
        return HttpResponse.json([{ ...story, display: 'DESIGNER', title: 'Черновик', viewed: false }]);
      }),
      http.post(gw('/views/:id'), () => {
        viewed = true;
        return HttpResponse.json({ viewed: true, counted: true });
      }),
    );
    renderStories('/stories');
    await user.click(await screen.findByRole('button', { name: 'Конструктор' }, RENDER_WAIT));
    await user.click(screen.getByRole('button', { name: 'Предпросмотр' }));
    const preview = await screen.findByRole('dialog', { name: 'Карусель предпросмотра' });
    await user.click(await within(preview).findByRole('button', { name: 'Открыть историю «Черновик»' }, RENDER_WAIT));
    expect(await screen.findByRole('dialog', { name: 'Черновик' })).toBeInTheDocument();
    expect(asked).toEqual(['DESIGNER']);
    expect(viewed).toBe(false);
  });

  it('creates a story at /stories/add with an uploaded slide of 10 s and opens it at /stories/edit/{id}', async () => {
    const user = userEvent.setup();
    let body: Record<string, unknown> | undefined;
    let kind: FormDataEntryValue | null = null;
    let opened: string | undefined;
    server.use(
      http.post(gw('/slides'), async ({ request }) => {
        kind = (await request.formData()).get('kind');
        return HttpResponse.json(picture, { status: 201 });
      }),
      http.post(gw('/stories'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...story, ...body, id: story.id, views: 0 }, { status: 201 });
      }),
      http.get(gw('/stories/:id'), ({ params }) => {
        opened = String(params.id);
        return HttpResponse.json({ ...story, ...body });
      }),
    );
    renderStories('/stories/add');
    await user.type(await screen.findByLabelText(/Название/, {}, RENDER_WAIT), 'Лето');
    await user.upload(screen.getByLabelText('Загрузить картинку'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slide.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Слайд 1 из 1' })).toHaveAttribute('src', `/gw/slides/${picture.id}/file?width=160`);
    await user.type(screen.getByLabelText('Текст (HTML)'), '<p>Скидки</p>');
    await user.click(screen.getByRole('button', { name: /Сохранить/ }));
    await waitFor(() => expect(body).toBeDefined());
    expect(kind).toBe('slide');
    expect(body).toMatchObject({ title: 'Лето', display: 'SITE', is_visible: true, slides: [{ image: picture.id, duration: 10, position: 1 }], contents: { content: '<p>Скидки</p>' } });
    // the new story opens on its page: /stories/edit/{id} reads it
    await waitFor(() => expect(opened).toBe(story.id), RENDER_WAIT);
  });
});

describe('concierge offers admin (M10)', { timeout: 30_000 }, () => {
  it("shows the server's refusal of the icon under the picture", async () => {
    const user = userEvent.setup();
    server.use(http.post(gw('/offers'), () => HttpResponse.json(
      { status: 400, code: 'VALIDATION', message: 'Ошибка', errors: { image: 'Картинка слишком большая: не больше 64 пикселей по каждой стороне' } },
      { status: 400 },
    )));
    const { dataProvider } = createTestProviders({ offers: declaredEndpoints(offers) });
    renderWithAdmin(<AdminUI>{declaredRoutes(offerViews)}</AdminUI>, { dataProvider, path: '/settings/concierge-service/edit', identity: identityWith(['ADMIN']) });
    await user.type(await screen.findByLabelText(/Название/, {}, RENDER_WAIT), 'Трансфер');
    await user.upload(screen.getByLabelText('Выбрать картинку'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'icon.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Картинка' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await user.click(screen.getByRole('button', { name: /Сохранить/ }));
    expect(await screen.findByRole('alert', {}, RENDER_WAIT)).toHaveTextContent('Картинка слишком большая: не больше 64 пикселей по каждой стороне');
  });
});
