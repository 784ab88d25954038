import { strict as assert } from 'node:assert';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { account } from './support/accounts';
import { apiCall } from './support/api';
import { browserTest } from './support/browser-test';
import { openCertificateCard } from './support/certificates';
import { expectNotification, expectText, expectUrl } from './support/expect';
import { adminToken, sellAs } from './support/fixtures';
import { openMenu } from './support/menu';
import { screenProblems } from './support/screen-checks';
import { signIn } from './support/sign-in';
import { choose, field, filterList, tableRows } from './support/ui';
import { uniqueStamp } from './support/unique';

/** A4's MediaBox in points, upright or on its side, and how many pictures the PDF holds (pdfkit writes both plainly). */
const mediaBox = (pdf: Buffer) => /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString('latin1'))?.slice(1).map(Number) ?? [];
const images = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;

browserTest('an admin makes a certificate template (category, picture, text), gives it to a tariff, and its certificate prints on it (M8, F2, C12)', async ({ page }) => {
  const stamp = uniqueStamp();
  const category = `Подарочные ${stamp}`;
  const picture = `Фон ${stamp}`;
  const template = `Шаблон ${stamp}`;
  const tariff = `Тариф шаблона ${stamp}`;
  const token = await adminToken();
  await apiCall('POST', '/rates', { token, body: { name: tariff, code_name: `TPL_${stamp}`, cost: 12000 } });
  await signIn(page, account('admin'));

  await openMenu(page, 'Шаблоны', 'Настройки');
  await page.getByRole('tab', { name: 'Категории' }).click();
  await page.getByRole('link', { name: 'Новая категория' }).first().click();
  await field(page, 'Название').fill(category);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectNotification(page, 'Категория создана');

  await openMenu(page, 'Шаблоны', 'Настройки');
  await page.getByRole('tab', { name: 'Картинки' }).click();
  const png = await sharp({ create: { width: 842, height: 595, channels: 3, background: { r: 240, g: 200, b: 120 } } }).png().toBuffer();
  await page.getByLabel('Загрузить картинку').setInputFiles({ name: `${picture}.png`, mimeType: 'image/png', buffer: png });
  await expectNotification(page, 'Картинка загружена');
  await tableRows(page).filter({ hasText: picture }).filter({ hasText: '842 × 595' }).waitFor({ state: 'visible' });
  assert.deepEqual(await screenProblems(page, { phone: false }), []);

  await page.getByRole('tab', { name: 'Шаблоны' }).click();
  await page.getByRole('link', { name: 'Новый шаблон' }).first().click();
  await field(page, 'Название').fill(template);
  await choose(page, 'Категория', category);
  await choose(page, 'Картинка', picture);
  // a certificate's sheet lies on its side unless the admin says otherwise
  await page.getByRole('combobox', { name: /^Ориентация листа/ }).filter({ hasText: 'Альбомная' }).waitFor({ state: 'visible' });
  // a mistyped placeholder is refused under the field, and nothing is saved
  await field(page, 'Текст').fill('Сертификат № {nomer} для {client}');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectText(page, 'В тексте есть неизвестная подстановка в фигурных скобках: доступные перечислены под полем');
  await field(page, 'Текст').fill('Сертификат № {number} для {client}, тариф «{tariff}»');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expectNotification(page, 'Шаблон создан');
  await openMenu(page, 'Шаблоны', 'Настройки');
  await tableRows(page).filter({ hasText: template }).filter({ hasText: category }).filter({ hasText: 'Альбомная' }).waitFor({ state: 'visible' });

  await openMenu(page, 'Тарифы');
  await filterList(page, page.getByPlaceholder('Поиск', { exact: true }), tariff);
  await tableRows(page).filter({ hasText: tariff }).first().click();
  await expectUrl(page, /\/tariffs\/edit\/[0-9a-f-]{36}$/);
  await choose(page, 'Шаблон сертификата', template);
  await page.getByRole('button', { name: 'Сохранить' }).first().click();
  await expectNotification(page, 'Тариф изменен');

  const sold = await sellAs(token, null, tariff, 'Клиент Шаблона');
  await openCertificateCard(page, sold.id, sold.number);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Сертификат', exact: true }).click();
  const file = await (await download).path();
  const pdf = await readFile(file);
  const [width, height] = mediaBox(pdf);
  assert.ok(width! > height!, `the certificate prints landscape, as its template says (MediaBox ${width} × ${height})`);
  assert.ok(images(pdf) >= 1, 'the template\'s picture is in the PDF');
}, { timeoutMs: 150_000 });
