import { strict as assert } from 'node:assert';
import { account } from './support/accounts';
import { apiCall, apiResponse, apiToken, userId } from './support/api';
import { browserTest } from './support/browser-test';
import { expectNotification, expectText } from './support/expect';
import { openMenu } from './support/menu';
import { screenProblems } from './support/screen-checks';
import { openSignedIn } from './support/sign-in';
import { uniqueStamp } from './support/unique';

/** Over the live socket a message shows in the other browser at once; the margin absorbs a loaded CI machine. */
const LIVE_TIMEOUT_MS = 4_000;

interface ThreadPage {
  data: { id: string }[];
}

async function expectSound(page: Parameters<typeof screenProblems>[0]): Promise<void> {
  assert.deepEqual(await screenProblems(page, { phone: false }), []);
}

const png = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(uniqueStamp())]),
});
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${uniqueStamp()}\n%%EOF\n`) });

/** Earlier runs on the same app may have left the demo client's consultations open: the limit counts them. */
async function closeOpenConsultations(adminToken: string, clientId: string) {
  const open = await apiCall<ThreadPage>('GET', `/consultations?status=OPEN&authorId=${clientId}&perPage=100`, { token: adminToken });
  for (const thread of open.data) await apiCall('POST', `/consultations/${thread.id}/close`, { token: adminToken });
}

browserTest('a client asks with a file, the admin answers with one live, closes it; a fourth open one is refused (I1–I4)', async ({ page, newUserPage }) => {
  const adminToken = await apiToken(account('admin'));
  const clientId = await userId(account('client'));
  const topic = `Вопрос по договору ${uniqueStamp()}`;
  await apiCall('POST', '/categories', { token: adminToken, body: { name: topic } });
  await closeOpenConsultations(adminToken, clientId);

  // the admin watches the inbox in their own browser
  const admin = await newUserPage();
  await openSignedIn(admin, account('admin'));
  await openMenu(admin, 'Чат с консультантом');
  await expectText(admin, 'Обращения клиентов');

  // the client, from the cabinet's home, opens a consultation with a file
  await openSignedIn(page, account('client'));
  await openMenu(page, 'Чат с консультантом');
  await expectText(page, 'Консультация со специалистом');
  await expectSound(page);
  await page.getByRole('link', { name: 'Создать обращение' }).first().click();
  await page.getByRole('combobox', { name: 'Тема' }).click();
  await page.getByRole('option', { name: topic }).click();
  await page.getByTestId('chat-file-input').setInputFiles([png('фото-полиса-страница-первая.png')]);
  await expectText(page, 'фото-полиса-страница-…');
  const question = `Как продлить сертификат? ${uniqueStamp()}`;
  await page.getByRole('textbox', { name: 'Ваш вопрос' }).fill(question);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expectNotification(page, 'Обращение создано');
  await expectText(page, question);
  await expectText(page, 'Ждет решения');
  await expectSound(page);

  // it arrives in the admin's inbox without a reload
  await admin.getByRole('link', { name: new RegExp(question.replace(/[?]/g, '\\?')) }).waitFor({ timeout: LIVE_TIMEOUT_MS });
  await admin.getByRole('link', { name: new RegExp(question.replace(/[?]/g, '\\?')) }).click();
  await expectText(admin, 'Мария Клиентова');
  await admin.getByText('Карточка клиента').waitFor();
  await expectSound(admin);
  await admin.getByTestId('chat-file-input').setInputFiles([pdf('памятка.pdf')]);
  await admin.getByText('памятка.pdf').first().waitFor();
  const answer = `Продлить можно в разделе «Мои сертификаты» ${uniqueStamp()}`;
  await admin.getByRole('textbox', { name: 'Сообщение' }).fill(answer);
  await admin.getByRole('button', { name: 'Отправить' }).click();
  await expectText(admin, answer);

  // the client sees the answer and its file without a reload
  await page.getByText(answer).waitFor({ timeout: LIVE_TIMEOUT_MS });
  await page.getByText('Вам ответили').waitFor({ timeout: LIVE_TIMEOUT_MS });
  await page.getByText('памятка.pdf').waitFor();

  // the admin closes it; the client's thread says so
  await admin.getByRole('button', { name: 'Закрыть обращение' }).click();
  await expectNotification(admin, 'Обращение закрыто');
  await page.getByText('Обращение закрыто').first().waitFor({ timeout: LIVE_TIMEOUT_MS });

  // three open consultations: the fourth is refused, in the list and by the server
  for (let n = 0; n < 3; n += 1) {
    const clientToken = await apiToken(account('client'));
    const categories = await apiCall<{ id: string; name: string }[]>('GET', '/consultations/categories', { token: clientToken });
    const categoryId = categories.find((category) => category.name === topic)!.id;
    await apiCall('POST', '/consultations', { token: clientToken, body: { categoryId, text: `Вопрос ${n + 1}` } });
  }
  await page.getByRole('link', { name: 'К списку обращений' }).click();
  await expectText(page, 'Открыто 3 обращения из 3');
  assert.equal(await page.getByRole('link', { name: 'Создать обращение' }).getAttribute('aria-disabled'), 'true');
  const clientToken = await apiToken(account('client'));
  const categoryId = (await apiCall<{ id: string; name: string }[]>('GET', '/consultations/categories', { token: clientToken })).find((c) => c.name === topic)!.id;
  const fourth = await apiResponse<{ message: string }>('POST', '/consultations', { token: clientToken, body: { categoryId, text: 'Четвертый' } });
  assert.equal(fourth.status, 409);
  assert.match(fourth.body.message, /Открыто уже 3 консультации/);
  await closeOpenConsultations(adminToken, clientId);
});

browserTest('an agent writes to support and the admin answers it (I5)', async ({ page, newUserPage }) => {
  await openSignedIn(page, account('agent'));
  await openMenu(page, 'Поддержка');
  await expectText(page, 'Поддержка');
  const question = `Не проходит оплата клиента ${uniqueStamp()}`;
  await page.getByRole('textbox', { name: 'Написать в поддержку' }).fill(question);
  await page.getByRole('button', { name: 'Отправить' }).click();
  await expectNotification(page, 'Обращение создано');
  await expectText(page, question);
  await expectSound(page);

  const admin = await newUserPage();
  await openSignedIn(admin, account('admin'));
  await openMenu(admin, 'Поддержка');
  await expectText(admin, 'Обращения агентов');
  await admin.getByRole('link', { name: new RegExp(question) }).click();
  const answer = `Проверили: платеж прошел ${uniqueStamp()}`;
  await admin.getByRole('textbox', { name: 'Сообщение' }).fill(answer);
  await admin.getByRole('button', { name: 'Отправить' }).click();
  await expectText(admin, answer);

  await page.getByText(answer).waitFor({ timeout: LIVE_TIMEOUT_MS });
  await page.getByText('Вам ответили').waitFor({ timeout: LIVE_TIMEOUT_MS });
});
