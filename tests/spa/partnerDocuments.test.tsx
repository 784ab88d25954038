import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI, CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { documentsSection } from '../../src/resources/partnerDocuments';
import { PartnerDocuments } from '../../src/resources/partnerDocuments/PartnerDocuments';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const PARTNER = '11111111-1111-4111-8111-111111111111';
const contract = { id: '55555555-5555-4555-8555-555555555555', original_name: 'Договор_агента.pdf', size: 1200, partner_id: PARTNER };

function renderTab() {
  const { dataProvider } = createTestProviders();
  return renderWithAdmin(<PartnerDocuments partnerId={PARTNER} />, { dataProvider });
}

describe('partner documents tab (G5, O12, O16)', () => {
  it('refuses a file that is not a PDF in the browser with the O16 message', COMPONENT_TEST, async () => {
    const uploads: unknown[] = [];
    server.use(
      http.get(gw('/docs'), () => HttpResponse.json([])),
      http.post(gw('/docs'), () => {
        uploads.push('sent');
        return HttpResponse.json(contract, { status: 201 });
      }),
    );
    renderTab();
    // the input's accept attribute would already hide the file from the picker; dropping bypasses it, so let it through
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Загрузить документ', {}, RENDER_WAIT);
    await user.upload(input, new File(['plain text'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Файл неверного формата')).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it('uploads a PDF as multipart with the partner and lists it', COMPONENT_TEST, async () => {
    let documents: (typeof contract)[] = [];
    const forms: { partner: unknown; name: unknown }[] = [];
    server.use(
      http.get(gw('/docs'), ({ request }) =>
        HttpResponse.json(new URL(request.url).searchParams.get('partner_id') === PARTNER ? documents : []),
      ),
      http.post(gw('/docs'), async ({ request }) => {
        const form = await request.formData();
        forms.push({ partner: form.get('partner_id'), name: (form.get('file') as File).name });
        documents = [contract];
        return HttpResponse.json(contract, { status: 201 });
      }),
    );
    renderTab();
    const input = await screen.findByLabelText('Загрузить документ', {}, RENDER_WAIT);
    await userEvent.setup().upload(input, new File(['%PDF-1.4'], 'agent contract.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Договор_агента.pdf')).toBeInTheDocument();
    expect(forms).toEqual([{ partner: PARTNER, name: 'agent contract.pdf' }]);
  });

  it('renames a document inline', COMPONENT_TEST, async () => {
    const renames: unknown[] = [];
    let current = contract;
    server.use(
      http.get(gw('/docs'), () => HttpResponse.json([current])),
      http.put(gw(`/docs/${contract.id}`), async ({ request }) => {
        const body = (await request.json()) as { name: string };
        renames.push(body);
        current = { ...contract, original_name: `${body.name}.pdf` };
        return HttpResponse.json(current);
      }),
    );
    renderTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Переименовать' }, RENDER_WAIT));
    const name = screen.getByLabelText('Новое название');
    await user.clear(name);
    await user.type(name, 'Оферта{Enter}');
    expect(await screen.findByText('Оферта.pdf')).toBeInTheDocument();
    expect(renames).toEqual([{ name: 'Оферта' }]);
  });
});

describe("agent's documents page (G5)", () => {
  it("lists its partner's and the parent's documents grouped by partner", COMPONENT_TEST, async () => {
    server.use(
      http.get(gw('/documents/structure'), () =>
        HttpResponse.json([
          { partner: { id: PARTNER, name: 'Альфа Продажи' }, documents: [contract] },
          { partner: { id: 'parent', name: 'Головной' }, documents: [{ ...contract, id: 'd2', original_name: 'Регламент.pdf' }] },
        ]),
      ),
    );
    const { dataProvider } = createTestProviders();
    renderWithAdmin(
      <AdminUI>
        <CustomRoutes>
          <Route path={`${documentsSection.path}/*`} element={documentsSection.element} />
        </CustomRoutes>
      </AdminUI>,
      { dataProvider, path: '/documents', identity: identityWith(['AGENT']) },
    );
    const group = (await screen.findByText('Головной', {}, RENDER_WAIT)).closest('ul')!;
    expect(within(group).getByText('Регламент.pdf')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Альфа Продажи').closest('ul')).toHaveTextContent('Договор_агента.pdf'));
  });
});
