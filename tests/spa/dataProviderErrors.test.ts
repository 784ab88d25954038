import { HttpResponse, http } from 'msw';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';

setupMswServer();

const resources = { services: { path: '/services' } };

function replyWith(response: () => Response) {
  server.use(http.all(gw('/services*'), response));
}

describe('dataProvider errors (P2, P3)', () => {
  let providers: ReturnType<typeof createTestProviders>;
  const create = () => providers.dataProvider.create('services', { data: { name: '' } });

  beforeEach(() => {
    localStorage.clear();
    providers = createTestProviders(resources);
    providers.tokens.save({ token: 'access-1', refreshToken: 'refresh-1' });
  });

  it('turns a 400 with field errors into an HttpError whose body carries them for the form', async () => {
    const errors = { name: 'Поле не может быть пустым', price: 'Цена должна быть больше нуля' };
    replyWith(() => HttpResponse.json({ message: 'Проверьте данные', code: 'E_VALIDATION', errors }, { status: 400 }));
    const error = await create().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, message: 'Поле не может быть пустым', body: { errors } });
  });

  it('shows the message of the body when there are no field errors', async () => {
    replyWith(() => HttpResponse.json({ message: 'Услуга уже существует', code: 'E_CONFLICT' }, { status: 409 }));
    await expect(create()).rejects.toMatchObject({ status: 409, message: 'Услуга уже существует' });
  });

  it('shows the unexpected-error text for 500 and above, whatever the body says', async () => {
    replyWith(() => HttpResponse.json({ message: 'stack trace' }, { status: 500 }));
    await expect(create()).rejects.toMatchObject({ status: 500, message: 'На сервере возникла непредвиденная ошибка' });
    replyWith(() => new HttpResponse('<html>Bad gateway</html>', { status: 504 }));
    await expect(create()).rejects.toMatchObject({ status: 504, message: 'На сервере возникла непредвиденная ошибка' });
  });

  it('shows the token-lifetime text for the token codes', async () => {
    replyWith(() => HttpResponse.json({ message: 'jwt', code: 'E_INVALID_JWT_TOKEN' }, { status: 403 }));
    await expect(create()).rejects.toMatchObject({ status: 403, message: 'Истек срок действия токена приложения' });
  });

  it('reports a request without a reply as the server being unavailable, in the chosen language', async () => {
    replyWith(() => HttpResponse.error());
    await expect(create()).rejects.toMatchObject({ status: 0, message: 'Сервер не доступен' });
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
    await expect(create()).rejects.toMatchObject({ message: 'Server unavailable' });
  });

  it('lets a cancelled request fail with its AbortError rather than an error to report', async () => {
    let received!: () => void;
    const requestArrived = new Promise<void>((resolve) => (received = resolve));
    server.use(
      http.get(gw('/services/s1'), async () => {
        received();
        await new Promise(() => undefined);
      }),
    );
    const controller = new AbortController();
    const pending = providers.dataProvider.getOne('services', { id: 's1', signal: controller.signal }).catch((caught: unknown) => caught);
    await requestArrived;
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(HttpError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('custom methods', () => {
  it('calls any /gw path with query and body', async () => {
    localStorage.clear();
    const { dataProvider, tokens } = createTestProviders();
    tokens.save({ token: 'access-1', refreshToken: 'refresh-1' });
    server.use(
      http.post(gw('/rates/clone/r1'), async ({ request }) =>
        HttpResponse.json({ query: new URL(request.url).searchParams.get('withServices'), body: await request.json() }),
      ),
    );
    const reply = await dataProvider.call('POST', '/rates/clone/r1', { query: { withServices: true }, body: { name: 'Копия' } });
    expect(reply).toEqual({ query: 'true', body: { name: 'Копия' } });
  });

  it('downloads a file with the name from Content-Disposition', async () => {
    localStorage.clear();
    const { dataProvider } = createTestProviders();
    server.use(
      http.get(gw('/certificates/c1/pdf'), () =>
        new HttpResponse('%PDF-1.7', {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="c1.pdf"; filename*=UTF-8''${encodeURIComponent('Сертификат №1.pdf')}` },
        }),
      ),
    );
    const file = await dataProvider.download('/certificates/c1/pdf');
    expect(file.fileName).toBe('Сертификат №1.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });
});
