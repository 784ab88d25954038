import type { Db } from '../database';

const SERVICES = [
  { name: 'Консультация юриста', description: 'Устная консультация по телефону', cost: 1500, limit: 12, unit: 'консультация' },
  { name: 'Проверка договора', description: 'Письменное заключение по договору', cost: 3000, limit: 4, unit: 'документ' },
  { name: 'Телемедицина', description: 'Онлайн-консультация врача', cost: 2000, limit: 0, unit: null },
  { name: 'Эвакуатор', description: 'Эвакуация автомобиля в пределах города', cost: 5000, limit: 2, unit: 'выезд' },
  { name: 'Техническая помощь на дороге', description: null, cost: 2500, limit: 3, unit: 'выезд' },
  { name: 'Налоговый вычет', description: 'Заполнение декларации 3-НДФЛ', cost: 1800, limit: 1, unit: 'декларация' },
  { name: 'Семейный психолог', description: 'Сессия с психологом', cost: 2200, limit: 6, unit: 'сессия' },
  { name: 'Бот-помощник', description: 'Автоматические ответы в мессенджере', cost: 0, limit: 0, unit: null, bot: 'AUTOBOT' as const },
];

/** Sold on their own (additional services): the public catalogue, and what an admin gives a client as an option (E9). */
const SOLO_SERVICES = [
  { name: 'Выезд нотариуса', description: 'Нотариус приедет в офис или домой', cost: 4000, limit: 1, unit: 'выезд' },
  { name: 'Срочная доставка документов', description: 'Курьер в пределах города за 3 часа', cost: 900, limit: 5, unit: 'доставка' },
];

export async function seedServices(db: Db): Promise<void> {
  await db
    .insertInto('services')
    .values([...SERVICES.map((s) => ({ bot: null, ...s })), ...SOLO_SERVICES.map((s) => ({ bot: null, solo: true, ...s }))])
    .execute();
}
