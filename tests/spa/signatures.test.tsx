import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { cabinetRoutes } from '../../src/customRoutes/cabinetRoutes';
import { signingSection } from '../../src/customRoutes/signing';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views as signatureViews } from '../../src/resources/signatures/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const ID = '13131313-1313-4131-8131-131313131313';
const order = {
  id: ID, status: 'APPLIED', phone: '79161234567', name: 'Анна Подписантова', email: null,
  user: { name: 'Анна Подписантова', phone: '79161234567', email: null }, sender: { name: 'Админ', created_at: '2026-11-30T09:00:00.000Z' },
  created_at: '2026-11-30T09:00:00.000Z', expires_at: '2026-12-07T09:00:00.000Z', signed_at: '2026-11-30T10:00:00.000Z', declined_at: null,
  sign_ip: '10.0.0.7', sign_user_agent: 'Firefox', sheet_file_id: '14141414-1414-4141-8141-141414141414',
  files: [{ id: '15151515-1515-4151-8151-151515151515', name: 'contract.pdf', size: 100, sha256: 'a'.repeat(64) }],
};

function renderSigning(path: string) {
  const { dataProvider } = createTestProviders({ signatures: resourceEndpoints.signatures });
  renderWithAdmin(<AdminUI>{declaredRoutes(signatureViews)}</AdminUI>, { dataProvider, path, identity: identityWith(['ADMIN']) });
}

describe('document signing (M5)', () => {
  it('lists orders with the status in words and opens one with its files, hashes and signature record', COMPONENT_TEST, async () => {
    server.use(
      http.get(gw('/v2/signature'), () => HttpResponse.json({ data: [order], total: 1, perPage: 25, page: 1 })),
      http.get(gw(`/v2/signature/${ID}`), () => HttpResponse.json(order)),
    );
    renderSigning('/sign-docs');
    expect(await screen.findByText('Подписан', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByText('APPLIED')).not.toBeInTheDocument();
    expect(screen.getByText('1 файл')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /916/ }));
    expect(await screen.findByText('Запись о подписи', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText(`SHA-256: ${'a'.repeat(64)}`)).toBeInTheDocument();
    expect(screen.getByText('10.0.0.7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать лист подписания' })).toBeInTheDocument();
  });

  it('sends two PDFs to a phone from the form and opens the new order', COMPONENT_TEST, async () => {
    let sent: FormData | undefined;
    server.use(
      http.get(gw('/v2/signature'), () => HttpResponse.json({ data: [], total: 0, perPage: 25, page: 1 })),
      http.post(gw('/v2/signature'), async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ ...order, status: 'SENT', signed_at: null, sheet_file_id: null, sign_ip: null, sign_user_agent: null }, { status: 201 });
      }),
      http.get(gw(`/v2/signature/${ID}`), () => HttpResponse.json({ ...order, status: 'SENT', signed_at: null, sheet_file_id: null, sign_ip: null, sign_user_agent: null })),
    );
    renderSigning('/sign-docs');
    await userEvent.click(await screen.findByRole('link', { name: 'Отправить на подпись' }, RENDER_WAIT));
    await userEvent.type(await screen.findByRole('textbox', { name: /^Телефон/ }, RENDER_WAIT), '9161234567');
    const files = [new File(['%PDF-1.4 a'], 'one.pdf', { type: 'application/pdf' }), new File(['%PDF-1.4 b'], 'two.pdf', { type: 'application/pdf' })];
    await userEvent.upload(screen.getByLabelText('Перетащите PDF-файлы сюда или нажмите, чтобы выбрать'), files);
    expect(await screen.findByText('two.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Отправить на подпись' }));
    expect(await screen.findByText('Документы еще не подписаны', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Отправлен')).toBeInTheDocument();
    expect(sent?.get('phone')).toBe('79161234567');
    expect(sent?.getAll('files').map((file) => (file as File).name)).toEqual(['one.pdf', 'two.pdf']);
  });
});

describe('the send form (M5)', () => {
  it("shows the server's refusal of a file under the files and stays on the form", COMPONENT_TEST, async () => {
    server.use(
      http.get(gw('/v2/signature'), () => HttpResponse.json({ data: [], total: 0, perPage: 25, page: 1 })),
      http.post(gw('/v2/signature'), () => HttpResponse.json(
        { message: 'Файл не является PDF-документом', code: 'E_VALIDATION', errors: { files: 'Файл не является PDF-документом' } }, { status: 400 },
      )),
    );
    renderSigning('/sign-docs/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Телефон/ }, RENDER_WAIT), '9161234567');
    await userEvent.upload(screen.getByLabelText('Перетащите PDF-файлы сюда или нажмите, чтобы выбрать'), new File(['%PDF-1.4'], 'fake.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Отправить на подпись' }));
    expect(await screen.findByText('Файл не является PDF-документом', { selector: 'p.Mui-error' }, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('fake.pdf')).toBeInTheDocument();
  });
});

describe("the signer's page (M5)", () => {
  const TOKEN = 'tok-abcdefghijklmnopqrstuv';
  const view = { ...order, status: 'SENT', phone: '•••4567', sender: 'Админ', signed_at: null, sheet_file_id: null };

  function renderSigner() {
    const { dataProvider } = createTestProviders();
    return renderWithAdmin(<AdminUI requireAuth>{cabinetRoutes({ cabinet: 'cabinet', sections: [signingSection] })}</AdminUI>, {
      dataProvider, identity: null, cabinet: 'cabinet', path: `/sign/${TOKEN}`,
    });
  }

  it('asks for the code, signs with it without a session, and says the documents are signed', COMPONENT_TEST, async () => {
    const signed: unknown[] = [];
    server.use(
      http.get(gw(`/signature/public/${TOKEN}`), () => HttpResponse.json(view)),
      http.post(gw(`/signature/public/${TOKEN}/code`), () => HttpResponse.json({ codeId: 'c-1', message: 'Код отправлен на номер +79161234567', resendAfter: 60 })),
      http.post(gw(`/signature/public/${TOKEN}/sign`), async ({ request }) => {
        signed.push({ body: await request.json(), authorization: request.headers.get('authorization') });
        return HttpResponse.json({ ...view, status: 'APPLIED', signed_at: '2026-11-30T10:00:00.000Z', sheet_file_id: order.sheet_file_id });
      }),
    );
    renderSigner();
    expect(await screen.findByText('contract.pdf', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText(/•••4567/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Код из SMS' }), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Подписать' }));
    expect(await screen.findByText('Документы подписаны', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Скачать лист подписания' })).toBeInTheDocument();
    expect(signed).toEqual([{ body: { codeId: 'c-1', code: '123456' }, authorization: null }]);
  });

  it('says an unknown link is not valid', COMPONENT_TEST, async () => {
    server.use(http.get(gw(`/signature/public/${TOKEN}`), () => HttpResponse.json({ message: 'Ссылка недействительна' }, { status: 404 })));
    renderSigner();
    expect(await screen.findByText('Ссылка недействительна', {}, RENDER_WAIT)).toBeInTheDocument();
  });
});
