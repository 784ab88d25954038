/** One sheet read inside the worker: the archive checked, the rows streamed up to the limit, their shared strings. */
import { type SheetOutcome, SheetRefused, type SheetRequest } from './sheet-protocol';
import { locateParts, sharedTexts } from './sheet-parts';
import { namedRows, readRawRows } from './sheet-rows';
import { openArchive } from './zip-archive';

export async function readSheet(request: SheetRequest): Promise<SheetOutcome> {
  const data = Buffer.from(request.data.buffer, request.data.byteOffset, request.data.byteLength);
  try {
    const archive = await openArchive(data, request.archive);
    const parts = await locateParts(archive);
    const raw = await readRawRows(archive, parts.sheet, request.maxRows);
    const wanted = new Set(raw.flatMap((row) => row.cells.flatMap((cell) => (typeof cell === 'object' ? [cell.shared] : []))));
    const texts = await sharedTexts(archive, parts.sharedStrings, wanted);
    return { rows: namedRows(raw, texts, request.columns, request.required) };
  } catch (error) {
    // anything else the zip reader, the XML parser or the UTF-8 decoder refuses: not a sheet we can read
    return { refused: error instanceof SheetRefused ? error.reason : 'wrongFormat' };
  }
}
