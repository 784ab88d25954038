import type { TestContext } from './helper';

/** Helpers the sale and payment suites share: tariffs by code, a sale call, a unique phone per test. */
export function saleFixtures(ctx: () => TestContext) {
  let phoneSeq = 0;
  return {
    async rate(code: string) {
      return ctx().database.db.selectFrom('rates').select(['id', 'cost', 'period']).where('code_name', '=', code).executeTakeFirstOrThrow();
    },
    async agentId(login: string) {
      const row = await ctx().database.db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select('agents.id').where('users.login', '=', login).executeTakeFirstOrThrow();
      return row.id;
    },
    phone() {
      phoneSeq += 1;
      // typed the way a person would; the demo clients' numbers never start with 7999
      const digits = String(phoneSeq).padStart(6, '0');
      return `+7 (999) 0${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
    },
    sell(headers: Record<string, string>, payload: object, url = '/gw/certificates') {
      return ctx().app.inject({ method: 'POST', url, headers, payload });
    },
  };
}
