/**
 * The one reader of multipart uploads: every upload route declares its limits (an `UploadSpec` beside the route)
 * and reads its form here, so a too large file is cut off while it arrives and answered 413 the same way everywhere.
 */
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../common/errors';
import { ApiError, badRequest } from '../http/errors';
import type { MessageKey } from '../i18n/messages';

export interface UploadSpec {
  /** The largest file taken, in bytes; busboy stops reading past it. */
  maxBytes: number;
  /** Text fields kept besides the file; any other field is read and dropped. */
  fields?: readonly string[];
  messages: { tooLarge: MessageKey; fileRequired: MessageKey };
}

export interface ReceivedUpload {
  /** The name the browser sent, as sent: only for display after `baseName` and the route's own rules. */
  fileName: string;
  data: Buffer;
  fields: Record<string, string>;
}

/** A text field (an id, a title) is short; a form of more parts than this is not one of ours. */
const MAX_FIELD_BYTES = 4 * 1024;
const MAX_PARTS = 10;

/** The one file of the form, whatever its field name, and the declared text fields, in whatever order they come. */
export async function readUpload(request: FastifyRequest, spec: UploadSpec): Promise<ReceivedUpload> {
  const { files, fields } = await readParts(request, spec, { maxFiles: 1, field: 'file' });
  return { ...files[0]!, fields };
}

/** The last path part of a sent name, without control characters or quotes (it ends up in Content-Disposition). */
export const baseName = (input: string): string => (input.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}|"/gu, '').trim();

export interface ReceivedFiles {
  files: { fileName: string; data: Buffer }[];
  fields: Record<string, string>;
}

/** Several files of one form (a sign order's PDFs), each under `spec.maxBytes`, at most `maxFiles`, and the declared fields. */
export function readUploads(request: FastifyRequest, spec: UploadSpec & { maxFiles: number; tooMany: MessageKey }): Promise<ReceivedFiles> {
  return readParts(request, spec, { maxFiles: spec.maxFiles, tooMany: spec.tooMany, field: 'files' });
}

/**
 * The form's files (at most `maxFiles`: one more is refused with `tooMany`, or left unread without it) and its declared
 * fields; a file over the limit is a 413 and no file a 400, both under `field`.
 */
async function readParts(request: FastifyRequest, spec: UploadSpec, { maxFiles, tooMany, field }: { maxFiles: number; tooMany?: MessageKey; field: string }): Promise<ReceivedFiles> {
  const limits = { fileSize: spec.maxBytes, files: tooMany ? maxFiles + 1 : maxFiles, fields: MAX_PARTS - 1, parts: maxFiles + MAX_PARTS, fieldSize: MAX_FIELD_BYTES };
  const fields: Record<string, string> = {};
  const files: ReceivedFiles['files'] = [];
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (files.length >= maxFiles && tooMany) throw new ApiError(400, tooMany, ERROR_CODES.validation, { [field]: tooMany }, { max: maxFiles });
        files.push({ fileName: part.filename, data: await part.toBuffer() });
      } else if (spec.fields?.includes(part.fieldname) && typeof part.value === 'string') {
        if (part.valueTruncated) throw new ApiError(400, 'validation.maxLength', ERROR_CODES.validation, { [part.fieldname]: 'validation.maxLength' }, { limit: MAX_FIELD_BYTES });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new ApiError(413, spec.messages.tooLarge, ERROR_CODES.validation, { [field]: spec.messages.tooLarge });
    }
    throw error;
  }
  const sent = files.filter((f) => f.data.length > 0);
  if (!sent.length) throw badRequest({ [field]: spec.messages.fileRequired });
  return { files: sent, fields };
}
