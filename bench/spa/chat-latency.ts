import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { median } from '../stats';
import { type SessionTokens, freshPage } from './browser';

/** Issue 26: a message sent in one browser shows in the other within this, median, over the live channel. */
export const CHAT_LATENCY_BUDGET_MS = 1000;
const MESSAGES = 10;

export interface ChatLatencyFigures {
  medianMs: number;
  samplesMs: number[];
}

const headersOf = (session: SessionTokens) => ({ authorization: `Bearer ${session.token}`, 'content-type': 'application/json', 'x-app-token': 'certificates-spa' });

/** A topic to open the consultation under: the bench's generated data has none, so the admin adds one as in settings. */
async function category(baseUrl: string, admin: SessionTokens): Promise<string> {
  const categories = (await (await fetch(`${baseUrl}/gw/consultations/categories`, { headers: headersOf(admin) })).json()) as { id: string }[];
  if (categories[0]) return categories[0].id;
  const reply = await fetch(`${baseUrl}/gw/categories`, { method: 'POST', headers: headersOf(admin), body: JSON.stringify({ name: 'Замер' }) });
  if (!reply.ok) throw new Error(`chat latency: adding a category answered ${reply.status}: ${await reply.text()}`);
  return ((await reply.json()) as { id: string }).id;
}

/** A consultation of the demo client's, opened through the API (the bench measures its thread, not the form). */
async function openConsultation(baseUrl: string, client: SessionTokens, categoryId: string): Promise<string> {
  const headers = headersOf(client);
  const reply = await fetch(`${baseUrl}/gw/consultations`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ categoryId, text: 'Замер доставки сообщений', key: randomUUID() }),
  });
  if (!reply.ok) throw new Error(`chat latency: opening a consultation answered ${reply.status}: ${await reply.text()}`);
  return ((await reply.json()) as { id: string }).id;
}

/** The thread's text is in the page. A function, not a string: the app's CSP forbids eval. */
function shows(text: string): boolean {
  const { document } = globalThis as unknown as { document: { body: { innerText: string } } };
  return document.body.innerText.includes(text);
}

async function openThread(page: Page, url: string) {
  await page.goto(url);
  await page.getByRole('textbox', { name: /Сообщение|Ваш вопрос/ }).waitFor({ state: 'visible' });
  // the live channel is up once the thread has been read and the socket authenticated; a moment for both
  await page.waitForLoadState('networkidle');
}

/**
 * The client writes in their cabinet; the admin has the same thread open in the sales cabinet, in another browser
 * context (another session, another socket). Each sample: from the client's click on 'Отправить' to the text in the
 * admin's page, without reloading: the send's round trip, the NOTIFY, the socket's event, the admin's refetch and paint.
 */
export async function measureChatLatency(browser: Browser, baseUrl: string, sessions: { client: SessionTokens; admin: SessionTokens }): Promise<ChatLatencyFigures> {
  const id = await openConsultation(baseUrl, sessions.client, await category(baseUrl, sessions.admin));
  const client = await freshPage(browser, baseUrl, sessions.client);
  const admin = await freshPage(browser, baseUrl, sessions.admin);
  try {
    await openThread(client.page, `${baseUrl}/cabinet/#/chat/${id}?isActive=true`);
    await openThread(admin.page, `${baseUrl}/sales/#/chat/${id}?isActive=true`);
    const samplesMs: number[] = [];
    for (let i = 0; i < MESSAGES; i += 1) {
      const text = `замер ${i + 1} ${randomUUID().slice(0, 8)}`;
      await client.page.getByRole('textbox', { name: /Сообщение|Ваш вопрос/ }).fill(text);
      const started = performance.now();
      await client.page.getByRole('button', { name: 'Отправить' }).click();
      await admin.page.waitForFunction(shows, text, { polling: 'raf', timeout: 30_000 });
      samplesMs.push(Math.round(performance.now() - started));
    }
    return { medianMs: median(samplesMs), samplesMs };
  } finally {
    await client.context.close();
    await admin.context.close();
  }
}
