import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AtolOnline } from '../../server/providers/fiscal/atol';
import { type FiscalReceiptRequest, ReceiptRefused } from '../../server/providers/fiscal/types';
import { ATOL_GROUP, ATOL_LOGIN, ATOL_PASSWORD, FakeAtol } from './support/fake-atol';

/** M4: the ATOL Online adapter against a local fake of its v4 API: token, sell and refund, reports, outages, refusals. */
const fake = new FakeAtol();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

const atol = () => new AtolOnline({
  baseUrl: fake.url, login: ATOL_LOGIN, password: ATOL_PASSWORD, group: ATOL_GROUP, inn: '7700000000', paymentAddress: 'https://certificates.test', email: 'shop@example.com', sno: 'osn',
});
const receipt = (externalId: string, over: Partial<FiscalReceiptRequest> = {}): FiscalReceiptRequest => ({
  externalId, kind: 'SELL', createdAt: new Date('2026-12-01T09:30:00Z'), customer: { email: 'buyer@example.com' },
  lines: [{ name: 'Базовый', priceKopecks: 150_000, quantity: 1, sumKopecks: 150_000, vat: 'VAT20', vatKopecks: 25_000 }], totalKopecks: 150_000, ...over,
});

describe('the ATOL Online adapter', () => {
  it('sends a sale receipt in ATOL\'s shape and reads its result: wait, then done with the fiscal data and URL', async () => {
    const register = atol();
    const { providerId } = await register.register(receipt('r-1'));
    const sent = fake.receipts.find((r) => r.uuid === providerId)!;
    expect(sent.operation).toBe('sell');
    expect(sent.body).toMatchObject({
      external_id: 'r-1',
      receipt: {
        client: { email: 'buyer@example.com' }, company: { inn: '7700000000', sno: 'osn', payment_address: 'https://certificates.test' },
        items: [{ name: 'Базовый', price: 1500, quantity: 1, sum: 1500, payment_method: 'full_payment', payment_object: 'service', vat: { type: 'vat20', sum: 250 } }],
        payments: [{ type: 1, sum: 1500 }], vats: [{ type: 'vat20', sum: 250 }], total: 1500,
      },
    });
    expect(sent.body.timestamp).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(await register.report(providerId)).toEqual({ state: 'wait' });
    const done = await register.report(providerId);
    expect(done).toMatchObject({ state: 'done', url: `https://ofd.example/rec/${providerId}`, fiscal: { fn_number: '9999078900012345', fiscal_document_number: expect.any(Number) } });
  });

  it('answers the first receipt for a repeated external id, and sends a refund without VAT as sell_refund', async () => {
    const register = atol();
    const first = await register.register(receipt('r-2'));
    expect(await register.register(receipt('r-2'))).toEqual(first);
    expect(fake.receipts.filter((r) => r.body.external_id === 'r-2')).toHaveLength(1);
    const refund = await register.register(receipt('r-3', { kind: 'SELL_REFUND', lines: [{ name: 'Базовый', priceKopecks: 100, quantity: 1, sumKopecks: 100, vat: 'NONE', vatKopecks: 0 }], totalKopecks: 100 }));
    const sent = fake.receipts.find((r) => r.uuid === refund.providerId)!;
    expect(sent.operation).toBe('sell_refund');
    expect(sent.body.receipt.items[0].vat).toEqual({ type: 'none' });
    expect(sent.body.receipt.vats).toEqual([{ type: 'none' }]);
  });

  it('asks for a new token once the old one expired', async () => {
    const register = atol();
    await register.register(receipt('r-4'));
    fake.expireTokens();
    const before = fake.calls.filter((c) => c.endsWith('/getToken')).length;
    await register.register(receipt('r-5'));
    expect(fake.calls.filter((c) => c.endsWith('/getToken')).length).toBe(before + 1);
  });

  it('tells the service down (retried) from a refused receipt (final)', async () => {
    const register = atol();
    await register.register(receipt('r-6'));
    fake.failNext = 1;
    const down = await register.register(receipt('r-7')).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(Error);
    expect(down).not.toBeInstanceOf(ReceiptRefused);
    expect(await register.register(receipt('r-7'))).toEqual({ providerId: expect.any(String) });
    await expect(register.register(receipt('r-8', { customer: {} }))).rejects.toBeInstanceOf(ReceiptRefused);
  });
});
