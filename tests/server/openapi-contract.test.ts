import path from 'node:path';
import { type NormalizedProblem, loadConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Operation as DeclaredOperation, enabled } from '../../common/resource';
import { DECLARED_RESOURCES } from '../../common/resources';
import { operationIdOf } from '../../server/plugins/operation-ids';
import { type TestContext, buildTestApp } from './helper';
import { type OpenApiDocument, openApiDocument } from './support/openapi';

type Operation = { operationId?: string; summary?: string; description?: string };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

let ctx: TestContext;
let document: OpenApiDocument;
beforeAll(async () => {
  ctx = await buildTestApp();
  document = await openApiDocument(ctx.app);
}, 300_000);
afterAll(async () => ctx?.close());

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ where: `${method.toUpperCase()} ${path}`, ...(item[method] as Operation) })),
  );
const describeProblem = (problem: NormalizedProblem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`;

describe('OpenAPI contract for third-party tools', () => {
  it("passes Redocly's recommended rules with no error and no warning but the listed ones (redocly.yaml)", async () => {
    const config = await loadConfig({ configPath: path.resolve('redocly.yaml') });
    // linted as the published file, so the ignore list's entries (keyed by that file) apply
    const published = path.resolve('docs/openapi.json');
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: published, config });
    const marked = problems.map((problem) => config.addProblemToIgnore(problem));
    expect(marked.filter((problem) => !problem.ignored).map(describeProblem)).toEqual([]);
    // an exception that no longer matches a warning is a stale one: the list says only what is true
    const listed = Object.entries(config.ignore[published] ?? {}).flatMap(([rule, pointers]) => [...pointers].map((pointer) => `${rule} ${pointer}`));
    const matched = new Set(marked.filter((problem) => problem.ignored).map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}`));
    expect(listed.filter((entry) => !matched.has(entry))).toEqual([]);
  });

  it('gives every operation a unique operationId of the form <resource><Action>', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((operation) => !/^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/.test(operation.operationId ?? '')).map((o) => `${o.where}: ${o.operationId}`)).toEqual([]);
    const ids = all.map((operation) => operation.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it("names a declared resource's generated operations <resource>List/Get/Create/Update/Delete", () => {
    const verbs: Record<DeclaredOperation, [string, string, string]> = {
      list: ['get', '', 'List'], one: ['get', '/{id}', 'Get'], create: ['post', '', 'Create'], update: ['put', '/{id}', 'Update'], delete: ['delete', '/{id}', 'Delete'],
    };
    for (const d of DECLARED_RESOURCES) {
      const resource = d.name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      for (const [op, [method, item, verb]] of Object.entries(verbs) as [DeclaredOperation, [string, string, string]][]) {
        if (!enabled(d, op)) continue;
        const where = op === 'list' && d.list.within ? `${d.path}/{${d.list.within.param}}` : `${d.path}${item}`;
        expect(document.paths[`/gw${where}`]?.[method]?.operationId, `${method} ${where}`).toBe(`${resource}${verb}`);
      }
    }
  });

  it('derives the operationIds of the other routes from the method, the path and the reply', () => {
    const list = { 200: { type: 'array' } };
    expect(operationIdOf('GET', '/gw/services/all', list)).toBe('servicesListAll');
    expect(operationIdOf('GET', '/gw/rates/all', list)).toBe('tariffsListAll');
    expect(operationIdOf('POST', '/gw/rates/:id/services/attach', { 200: {} })).toBe('tariffsServicesAttach');
    expect(operationIdOf('POST', '/gw/rates/clone/:id', { 201: {} })).toBe('tariffsCreateClone');
    expect(operationIdOf('POST', '/gw/auth/login', { 200: {} })).toBe('authLogin');
    expect(operationIdOf('GET', '/gw/auth/profile', { 200: {} })).toBe('authGetProfile');
    expect(operationIdOf('POST', '/gw/v2/certificates', { 201: {} })).toBe('certificatesCreateV2');
    expect(operationIdOf('POST', '/gw/api/questionnaire/createPrivilegeService', { 201: {} })).toBe('questionnaireCreatePrivilegeService');
    expect(operationIdOf('GET', '/gw/widget/widget.js')).toBe('widgetGetWidgetJs');
    expect(document.paths['/gw/partner/invitations/{id}']?.get?.operationId).toBe('invitationsList');
    expect(document.paths['/gw/client/orders']?.get?.operationId).toBe('clientListOrders');
  });

  it('gives every operation a summary and a description that says who may call it', () => {
    const all = operations();
    expect(all.filter((operation) => !operation.summary?.trim()).map((operation) => operation.where)).toEqual([]);
    const undescribed = all.filter((o) => !o.description?.trim() || o.description.trim() === o.summary?.trim() || !/^Access: /m.test(o.description));
    expect(undescribed.map((operation) => operation.where)).toEqual([]);
    // a declared resource's operations are told from its declaration: what the list searches, the matrix's roles
    const services = document.paths['/gw/services']!;
    expect(services.get.description).toContain('`q` searches `name`, `description`');
    expect(services.post.description).toContain('Access: ADMIN (access matrix: `services` · `create`)');
    expect(document.paths['/gw/services/{id}']!.delete.description).toContain('409');
  });

  it('keeps the trailing-slash alias of the catalogue answering, outside the document', async () => {
    expect(document.paths['/gw/catalog/rates/']).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: '/gw/catalog/rates/' })).statusCode).toBe(200);
  });
});
