import { browserTest } from './support/browser-test';
import { adminToken, createAgent } from './support/fixtures';
import { journey } from './support/journey';
import { account } from './support/accounts';
import { openMenu } from './support/menu';
import { signIn } from './support/sign-in';
import { uniqueStamp } from './support/unique';

journey('admin');

browserTest('admin adds a subdivision to the structure and moves an agent into it, by clicks (G9, G10)', async ({ page }) => {
  const agent = await createAgent(await adminToken(), 'Альфа Продажи', 'Агент Переводимый');
  const subdivision = `Отдел ${uniqueStamp()}`;
  await signIn(page, account('admin'));
  await openMenu(page, 'Структура агентов');
  const tree = page.getByRole('list', { name: 'structure' });

  await tree.getByRole('button', { name: 'Добавить подразделение: Альфа Продажи', exact: true }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('Название подразделения').fill(subdivision);
  await add.getByRole('button', { name: 'Сохранить' }).click();
  await page.getByText('Подразделение добавлено').waitFor();
  await tree.getByRole('button', { name: subdivision, exact: true }).waitFor();

  await tree.getByRole('button', { name: `Перевести в другое подразделение: ${agent.name}`, exact: true }).click();
  const move = page.getByRole('dialog');
  await move.getByLabel('Подразделение').click();
  await page.getByRole('option', { name: subdivision, exact: true }).click();
  await move.getByRole('button', { name: 'Перевести', exact: true }).click();
  await page.getByText('Агент переведен в другое подразделение').waitFor();

  // the tree read again: the agent now sits in the new subdivision's branch
  // the partner's item holds the subdivision's too: the last one holding its button is the subdivision's own
  const branch = tree.getByRole('listitem').filter({ has: page.getByRole('button', { name: subdivision, exact: true }) }).last();
  await branch.getByText(agent.name, { exact: true }).waitFor();
});
