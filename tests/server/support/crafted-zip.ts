import { crc32, deflateRawSync } from 'node:zlib';

/** An entry of a hand-made zip: its bytes deflated, and the uncompressed size the archive claims (its true size unless told). */
export interface CraftedEntry {
  name: string;
  data: Buffer;
  declaredSize?: number;
}

const u16 = (value: number) => Buffer.from([value & 0xff, (value >>> 8) & 0xff]);
const u32 = (value: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32LE(value >>> 0);
  return buffer;
};

/**
 * A zip archive written byte by byte, so a test can make it claim what it likes in its headers and central
 * directory (a zip bomb's declared sizes), which a zip library would not write.
 */
export function craftedZip(entries: CraftedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const packed = deflateRawSync(entry.data);
    const sizes = [u32(crc32(entry.data)), u32(packed.length), u32(entry.declaredSize ?? entry.data.length), u16(name.length), u16(0)];
    // version 20, no flags, deflate, 1980-01-01 00:00
    const common = [u16(20), u16(0), u16(8), u16(0), u16(0x21), ...sizes];
    const local = Buffer.concat([u32(0x04034b50), ...common, name, packed]);
    centrals.push(Buffer.concat([u32(0x02014b50), u16(20), ...common, u16(0), u16(0), u16(0), u32(0), u32(offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(entries.length), u16(entries.length), u32(directory.length), u32(offset), u16(0)]);
  return Buffer.concat([...locals, directory, end]);
}
