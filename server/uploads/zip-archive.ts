/**
 * An uploaded zip archive (.xlsx) read by its central directory: refused by the entries' declared sizes before
 * anything is inflated, then its XML entries streamed one at a time. yauzl checks while inflating that no entry
 * yields more than it declared, so the declared sizes that passed bound what is ever inflated.
 */
import { SaxesParser } from 'saxes';
import { type Entry, type ZipFile, fromBufferPromise } from 'yauzl';
import { type ArchiveLimits, SheetRefused } from './sheet-protocol';

/** A small entry may pack tighter than any sheet does without being a threat; the ratio is checked above this. */
const RATIO_FROM_BYTES = 1024 * 1024;

export interface Archive {
  zip: ZipFile;
  entries: Map<string, Entry>;
}

export async function openArchive(data: Buffer, limits: ArchiveLimits): Promise<Archive> {
  const zip = await fromBufferPromise(data, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false });
  if (zip.entryCount > limits.maxEntries) throw new SheetRefused('unpackedTooLarge');
  const entries = new Map<string, Entry>();
  let unpacked = 0;
  for await (const entry of zip.eachEntry()) {
    unpacked += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (unpacked > limits.maxUnpackedBytes || (entry.uncompressedSize > RATIO_FROM_BYTES && ratio > limits.maxRatio)) {
      throw new SheetRefused('unpackedTooLarge');
    }
    entries.set(entry.fileName, entry);
  }
  return { zip, entries };
}

export interface XmlVisitor {
  /** Tag names come without their namespace prefix (`x:row` → `row`). */
  open?(name: string, attributes: Record<string, string>): void;
  text?(text: string): void;
  close?(name: string): void;
  /** Asked after each inflated chunk: true stops inflating the rest of the entry. */
  done?(): boolean;
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Streams one entry through a SAX parser; stops as soon as the visitor is done. */
export async function walkXml({ zip }: Archive, entry: Entry, visitor: XmlVisitor): Promise<void> {
  const parser = new SaxesParser();
  parser.on('opentag', (tag) => visitor.open?.(localName(tag.name), tag.attributes));
  parser.on('closetag', (tag) => visitor.close?.(localName(tag.name)));
  parser.on('text', (text) => visitor.text?.(text));
  parser.on('cdata', (text) => visitor.text?.(text));
  const stream = await zip.openReadStreamPromise(entry);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of stream) {
      parser.write(decoder.decode(chunk as Buffer, { stream: true }));
      if (visitor.done?.()) return;
    }
    parser.write(decoder.decode()).close();
  } finally {
    stream.destroy();
  }
}
