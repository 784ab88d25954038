import type { FastifyPluginAsync } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { migrateToLatest } from '../../../server/db/migrate';
import { apiModules } from '../../../server/modules/index';
import { openTestDatabase, testConfig } from '../helper';

/** A module whose one route forgot its access rule, registered the way every API module is. */
const forgetfulModule: FastifyPluginAsync = async (app) => {
  app.get('/hardening/forgotten-rule', async () => ({ ok: true }));
};

afterEach(() => {
  const index = apiModules.indexOf(forgetfulModule);
  if (index >= 0) apiModules.splice(index, 1);
});

describe('route registration', () => {
  it('refuses to build the app when a /gw route declares no access rule', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      await migrateToLatest(database.db);
      apiModules.push(forgetfulModule);
      await expect(buildApp({ config: testConfig(), database, logger: false })).rejects.toThrow('route GET /gw/hardening/forgotten-rule declares no access rule');
    } finally {
      await drop();
    }
  });
});
