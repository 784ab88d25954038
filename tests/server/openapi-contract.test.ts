import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationIdOf } from '../../server/plugins/operation-ids';
import { type TestContext, buildTestApp } from './helper';

type Operation = { operationId?: string; summary?: string };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

let ctx: TestContext;
let document: { paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  ctx = await buildTestApp();
  document = (await ctx.app.inject({ method: 'GET', url: '/gw/docs/json' })).json();
}, 300_000);
afterAll(async () => ctx?.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ where: `${method.toUpperCase()} ${path}`, ...item[method] })),
  );

describe('OpenAPI contract for third-party tools', () => {
  it("passes Redocly's recommended rules with no error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`);
    expect(errors).toEqual([]);
  });

  it('gives every operation a unique operationId and a summary', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((operation) => !operation.operationId).map((operation) => operation.where)).toEqual([]);
    expect(all.filter((operation) => !operation.summary?.trim()).map((operation) => operation.where)).toEqual([]);
    const ids = all.map((operation) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('derives operationIds from the method and path', () => {
    expect(operationIdOf('GET', '/gw/partner/invitations/:id')).toBe('getPartnerInvitationsById');
    expect(operationIdOf('POST', '/gw/api/questionnaire/getAllActiveOptions')).toBe('postApiQuestionnaireGetAllActiveOptions');
    expect(operationIdOf('GET', '/gw/widget/widget.js')).toBe('getWidgetWidgetJs');
    expect(document.paths['/gw/partner/invitations/{id}']?.get?.operationId).toBe('getPartnerInvitationsById');
  });

  it('keeps the trailing-slash alias of the catalogue answering, outside the document', async () => {
    expect(document.paths['/gw/catalog/rates/']).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/catalog/rates/' })).statusCode).toBe(200);
  });
});
