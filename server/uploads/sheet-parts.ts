/** Where an .xlsx keeps its first worksheet and its shared strings, and the shared strings a sheet's rows use. */
import path from 'node:path';
import type { Entry } from 'yauzl';
import { SheetRefused } from './sheet-protocol';
import { type Archive, walkXml } from './zip-archive';

/** `worksheets/sheet1.xml` (relative to xl/) or `/xl/worksheets/sheet1.xml` → the entry's name. */
const partName = (target: string) => (target.startsWith('/') ? target.slice(1) : path.posix.normalize(`xl/${target}`));

/** The relationship id of a `<sheet r:id="…">`, whatever prefix the relationships namespace has. */
const relationshipId = (attributes: Record<string, string>) => Object.entries(attributes).find(([name]) => name.endsWith(':id'))?.[1];

/** The workbook's first sheet (in the workbook's order, as Excel shows the tabs) and the shared strings, if any. */
export async function locateParts(archive: Archive): Promise<{ sheet: Entry; sharedStrings?: Entry }> {
  const workbook = archive.entries.get('xl/workbook.xml');
  const relations = archive.entries.get('xl/_rels/workbook.xml.rels');
  let firstSheet: string | undefined;
  if (workbook) {
    await walkXml(archive, workbook, {
      open: (name, attributes) => void (name === 'sheet' && (firstSheet ??= relationshipId(attributes))),
      done: () => firstSheet !== undefined,
    });
  }
  const targets = new Map<string, string>();
  let sharedTarget: string | undefined;
  if (relations) {
    await walkXml(archive, relations, {
      open(name, attributes) {
        if (name !== 'Relationship' || !attributes.Id || !attributes.Target) return;
        targets.set(attributes.Id, attributes.Target);
        if (attributes.Type?.endsWith('/sharedStrings')) sharedTarget = attributes.Target;
      },
    });
  }
  const sheetTarget = firstSheet ? targets.get(firstSheet) : undefined;
  const sheet = archive.entries.get(sheetTarget ? partName(sheetTarget) : 'xl/worksheets/sheet1.xml');
  if (!sheet) throw new SheetRefused('wrongFormat');
  return { sheet, sharedStrings: archive.entries.get(sharedTarget ? partName(sharedTarget) : 'xl/sharedStrings.xml') };
}

/**
 * The texts of the wanted shared strings (`<si>` by position), read after the rows so that only those the kept rows
 * use are held, however many the file has; reading stops after the last wanted one. Phonetic runs (`<rPh>`) are not text.
 */
export async function sharedTexts(archive: Archive, entry: Entry | undefined, wanted: Set<number>): Promise<Map<number, string>> {
  const texts = new Map<number, string>();
  if (!entry || wanted.size === 0) return texts;
  let last = 0;
  for (const position of wanted) last = Math.max(last, position);
  let index = -1;
  let finished = false;
  let keep = false;
  let phonetic = 0;
  let inText = false;
  let text = '';
  await walkXml(archive, entry, {
    open(name) {
      if (name === 'si') [index, keep, text] = [index + 1, wanted.has(index + 1), ''];
      else if (name === 'rPh') phonetic += 1;
      else if (name === 't') inText = keep && phonetic === 0;
    },
    text: (value) => void (inText && (text += value)),
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si') {
        if (keep) texts.set(index, text);
        finished = index >= last;
      }
    },
    done: () => finished,
  });
  return texts;
}
