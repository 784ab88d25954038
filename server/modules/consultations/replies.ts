import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { attachment } from '../../pdf/pdf';
import type { FileContent } from '../../files/file-store';

export const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
export const writeErrors = { ...recordErrors, 409: Type.Ref('ErrorBody') };
export const uploadErrors = { ...recordErrors, 413: Type.Ref('ErrorBody') };
export const fileReply = Type.String({ contentMediaType: 'application/octet-stream', description: 'The file, as a download' });

/** A chat file is always a download (never shown inline as its sender's HTML or script), under its cleaned name. */
export function sendChatFile(reply: FastifyReply, { name, file }: { name: string; file: FileContent }) {
  return reply
    .type(file.mime)
    .header('content-disposition', attachment(name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);
}
