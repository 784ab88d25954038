import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SaleResult } from '../../src/resources/sale/SaleResult';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

describe("the sale's invoice (D4 print)", () => {
  it("asks for the order's invoice and saves it under the server's name", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(gw('/merchant/sberbank/order/light'), async ({ request }) => {
        bodies.push(await request.json());
        return new HttpResponse(new Blob(['%PDF-1.7']), {
          headers: { 'content-type': 'application/pdf', 'content-disposition': "attachment; filename*=UTF-8''%D0%A1%D1%87%D0%B5%D1%82_327.pdf" },
        });
      }),
    );
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:invoice');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { dataProvider } = createTestProviders();
    renderWithAdmin(<SaleResult sale={{ id: 'c1', number: '2200000000004014', charge: { total: 9600, now: 9600, instalments: 1, monthly: null } }} onAgain={() => undefined} />, { dataProvider });
    await userEvent.click(await screen.findByRole('button', { name: 'Счет' }));
    await waitFor(() => expect(saved).toEqual(['Счет_327.pdf']));
    expect(bodies).toEqual([{ certificate_id: 'c1', print: true }]);
    click.mockRestore();
  });
});
