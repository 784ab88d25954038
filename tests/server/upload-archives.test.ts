import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { craftedZip } from './support/crafted-zip';
import { multipartBody } from './support/multipart';

let ctx: TestContext;
let admin: { authorization: string };
let partnerId: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  partnerId = (await ctx.database.db.selectFrom('partners').select('id').where('name', '=', 'Альфа Продажи').executeTakeFirstOrThrow()).id;
});
afterAll(async () => ctx?.close());

const HEADER = '<row r="1"><c t="inlineStr"><is><t>name</t></is></c><c t="inlineStr"><is><t>phone</t></is></c><c t="inlineStr"><is><t>tariff</t></is></c></row>';
const sheetXml = (filler: string) => Buffer.from(`<worksheet><sheetData>${HEADER}</sheetData>${filler}</worksheet>`);

const post = (url: string, data: Buffer) => {
  const { headers, payload } = multipartBody({}, { name: 'bomb.xlsx', data });
  return ctx.app.inject({ method: 'POST', url, headers: { ...admin, ...headers }, payload });
};
const registry = (data: Buffer) => post(`/gw/partners/${partnerId}/registry/certificates`, data);
const loader = (data: Buffer) => post(`/gw/v2/loader/${partnerId}`, data);

const TOO_LARGE_UNPACKED = { file: 'Файл слишком большой в распакованном виде: допустимо до 100 МБ и 1000 частей архива' };

describe('uploaded archives are refused by their central directory before they are inflated (zip bombs)', () => {
  it('refuses an entry that packs tighter than any sheet (50 MB of blanks in 50 KB)', async () => {
    const bomb = craftedZip([{ name: 'xl/worksheets/sheet1.xml', data: sheetXml(' '.repeat(50 * 1024 * 1024)) }]);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const res = await registry(bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'E_VALIDATION', errors: TOO_LARGE_UNPACKED });
  });

  it('refuses an archive whose entries claim more than 100 MB in all, by the claim alone', async () => {
    // 3 × 1.5 GB claimed for a few bytes each: inflating would find the claims false (400), the directory refuses first (413)
    const entries = ['xl/workbook.xml', 'xl/worksheets/sheet1.xml', 'xl/sharedStrings.xml'].map((name) => ({ name, data: sheetXml(''), declaredSize: 1500 * 1024 * 1024 }));
    for (const upload of [registry, loader]) {
      const res = await upload(craftedZip(entries));
      expect(res.statusCode).toBe(413);
      expect(res.json().errors).toEqual(TOO_LARGE_UNPACKED);
    }
    const english = await ctx.app.inject({ method: 'POST', url: `/gw/v2/loader/${partnerId}`, ...withLanguage(craftedZip(entries), 'en') });
    expect(english.json().message).toBe('The file is too large unpacked: up to 100 MB and 1000 archive entries are allowed');
  });

  it('refuses an archive of more than 1000 entries', async () => {
    const entries = Array.from({ length: 1001 }, (_, n) => ({ name: `xl/media/image${n}.xml`, data: Buffer.from('<x/>') }));
    const res = await registry(craftedZip([{ name: 'xl/worksheets/sheet1.xml', data: sheetXml('') }, ...entries]));
    expect(res.statusCode).toBe(413);
    expect(res.json().errors).toEqual(TOO_LARGE_UNPACKED);
  });

  it('reads a small honest archive to its rows (the limits leave real sheets alone)', async () => {
    const rows = '<row r="2"><c t="inlineStr"><is><t>Архив Честный</t></is></c><c t="inlineStr"><is><t>79995550101</t></is></c><c t="inlineStr"><is><t>NOPE</t></is></c></row>';
    const res = await registry(craftedZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.from(`<worksheet><sheetData>${HEADER}${rows}</sheetData></worksheet>`) }]));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ total_rows: 1, refused_rows: 1, rows: [{ row_number: 2, reason: 'Тариф с таким кодом не найден' }] });
  });
});

function withLanguage(data: Buffer, language: string) {
  const { headers, payload } = multipartBody({}, { name: 'bomb.xlsx', data });
  return { headers: { ...admin, ...headers, 'accept-language': language }, payload };
}
