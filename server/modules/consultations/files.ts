/**
 * I4: files on chat messages, told by their bytes (a name or a browser-sent type proves nothing), under the
 * declared size; docs/security.md "Uploads: limits" and decision I4/files.
 */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { type UploadSpec, baseName, readUpload } from '../../uploads/multipart';

export const CHAT_FILE_MAX_MB = 10;
export const CHAT_FILES_PER_MESSAGE = 5;

export const CHAT_UPLOAD: UploadSpec = {
  maxBytes: CHAT_FILE_MAX_MB * 1024 * 1024,
  messages: { tooLarge: 'consultations.fileTooLarge', fileRequired: 'consultations.fileRequired' },
};

interface Kind {
  mime: string;
  extension: string;
  matches: (data: Buffer, name: string) => boolean;
}

const starts = (data: Buffer, bytes: number[], at = 0) => bytes.every((byte, index) => data[at + index] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** An Office Open XML file is a zip whose (uncompressed) entry names hold its content types and its part's folder. */
const isOoxml = (data: Buffer, folder: string) => starts(data, ZIP) && data.includes('[Content_Types].xml') && data.includes(folder);

const KINDS: Kind[] = [
  { mime: 'application/pdf', extension: 'pdf', matches: (data) => data.toString('latin1', 0, 5) === '%PDF-' },
  { mime: 'image/jpeg', extension: 'jpg', matches: (data) => starts(data, [0xff, 0xd8, 0xff]) },
  { mime: 'image/png', extension: 'png', matches: (data) => starts(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mime: 'image/gif', extension: 'gif', matches: (data) => data.toString('latin1', 0, 4) === 'GIF8' },
  { mime: 'image/webp', extension: 'webp', matches: (data) => data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP' },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
    matches: (data, name) => /\.docx$/i.test(name) && isOoxml(data, 'word/'),
  },
  {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
    matches: (data, name) => /\.xlsx$/i.test(name) && isOoxml(data, 'xl/'),
  },
];

export interface ChatUpload {
  name: string;
  extension: string;
  mime: string;
  data: Buffer;
}

/** The file's kind by its first bytes (an Office file by its zip and its name's ending), or null. */
export function kindOf(data: Buffer, name: string): Kind | null {
  return KINDS.find((kind) => kind.matches(data, name)) ?? null;
}

/** The display name: the last path part, at most 200 characters, its ending the one its content proves. */
export function chatFileName(sent: string, extension: string): string {
  const stem = baseName(sent).replace(/\.[^.]*$/, '').slice(0, 190) || 'file';
  return `${stem}.${extension}`;
}

export async function readChatFile(request: FastifyRequest): Promise<ChatUpload> {
  const { fileName, data } = await readUpload(request, CHAT_UPLOAD);
  const kind = kindOf(data, fileName);
  if (!kind) throw badRequest({ file: 'consultations.wrongFormat' });
  return { name: chatFileName(fileName, kind.extension), extension: kind.extension, mime: kind.mime, data };
}
