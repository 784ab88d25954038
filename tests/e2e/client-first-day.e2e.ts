import { browserTest } from './support/browser-test';
import {
  answerDemoQuestionnaire, buyBasketAndUse, downloadStandardDocument, publishStandardDocument, registerNewPerson,
} from './support/client-steps';
import { adminToken } from './support/fixtures';
import { PHONE_SIZE } from './support/menu';
import { openLoginPage } from './support/sign-in';
import { uniqueStamp } from './support/unique';

/**
 * Issue 11's whole chain for one new person on a phone (375×667), every step by clicks: registers with a phone
 * code, completes the profile, buys a tariff and an additional service in one basket, pays on the sandbox page,
 * sees the certificate active with its services and limits, downloads its PDF and the receipt, answers a
 * questionnaire and downloads a standard document.
 */
browserTest("a new person's first day on a phone: registers, buys and pays a basket, uses the certificate, answers a questionnaire, downloads a document", async ({ page }) => {
  const title = `Договор оферты ${uniqueStamp()}`;
  await publishStandardDocument(await adminToken(), title);

  await page.setViewportSize(PHONE_SIZE);
  await openLoginPage(page, 'cabinet');
  await registerNewPerson(page);
  await buyBasketAndUse(page, true);
  await answerDemoQuestionnaire(page, true);
  await downloadStandardDocument(page, true, title);
}, { timeoutMs: 240_000 });
