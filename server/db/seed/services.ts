import type { ServiceUnit } from '../../../common/enums';
import type { Db } from '../database';

type SeedService = { name: string; description: string | null; cost: number; limit: number; unit: ServiceUnit | null; bot?: 'AUTOBOT' };

const SERVICES: SeedService[] = [
  { name: 'Консультация юриста', description: 'Устная консультация по телефону', cost: 1500, limit: 12, unit: 'CONSULTATION' },
  { name: 'Проверка договора', description: 'Письменное заключение по договору', cost: 3000, limit: 4, unit: 'DOCUMENT' },
  { name: 'Телемедицина', description: 'Онлайн-консультация врача', cost: 2000, limit: 0, unit: null },
  { name: 'Эвакуатор', description: 'Эвакуация автомобиля в пределах города', cost: 5000, limit: 2, unit: 'VISIT' },
  { name: 'Техническая помощь на дороге', description: null, cost: 2500, limit: 3, unit: 'VISIT' },
  { name: 'Налоговый вычет', description: 'Заполнение декларации 3-НДФЛ', cost: 1800, limit: 1, unit: 'DECLARATION' },
  { name: 'Семейный психолог', description: 'Сессия с психологом', cost: 2200, limit: 6, unit: 'SESSION' },
  { name: 'Бот-помощник', description: 'Автоматические ответы в мессенджере', cost: 0, limit: 0, unit: null, bot: 'AUTOBOT' },
];

/** Sold on their own (additional services): the public catalogue, and what an admin gives a client as an option (E9). */
const SOLO_SERVICES: SeedService[] = [
  { name: 'Выезд нотариуса', description: 'Нотариус приедет в офис или домой', cost: 4000, limit: 1, unit: 'VISIT' },
  { name: 'Срочная доставка документов', description: 'Курьер в пределах города за 3 часа', cost: 900, limit: 5, unit: 'DELIVERY' },
];

export async function seedServices(db: Db): Promise<void> {
  await db
    .insertInto('services')
    .values([...SERVICES.map((s) => ({ bot: null, ...s })), ...SOLO_SERVICES.map((s) => ({ bot: null, solo: true, ...s }))])
    .execute();
}
