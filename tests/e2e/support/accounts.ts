import { CABINET_HOME, type Cabinet, cabinetOf } from '../../../common/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/db/seed/accounts';

export interface TestAccount {
  login: string;
  password: string;
  cabinet: Cabinet;
  /** The hash route the cabinet opens after sign-in (B2). */
  home: string;
}

/** The seeded demo accounts (README), each with the cabinet its roles belong to. */
export const TEST_ACCOUNTS: TestAccount[] = DEMO_ACCOUNTS.map((demo) => {
  const cabinet = cabinetOf(demo.roles);
  if (!cabinet) throw new Error(`Demo account ${demo.login} belongs to no cabinet`);
  return { login: demo.login, password: DEMO_PASSWORD, cabinet, home: CABINET_HOME[cabinet] };
});

export function account(login: string): TestAccount {
  const found = TEST_ACCOUNTS.find((candidate) => candidate.login === login);
  if (!found) throw new Error(`No demo account ${login}`);
  return found;
}
