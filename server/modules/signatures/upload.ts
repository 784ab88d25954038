/** Reading a new sign order's form (M5): the phone and up to ten PDFs under 10 MB, checked by their content. */
import type { FastifyRequest } from 'fastify';
import { normalizeMobilePhone } from '../../../common/phone';
import { badRequest } from '../../http/errors';
import { readUploads } from '../../uploads/multipart';
import { documentName, isPdf } from '../documents/upload';

export const SIGN_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 10,
  fields: ['phone', 'name', 'email', 'user_id'],
  messages: { tooLarge: 'signing.tooLarge', fileRequired: 'signing.filesRequired' },
  tooMany: 'signing.tooManyFiles',
} as const;

export interface SignOrderForm {
  phone: string;
  name: string | null;
  email: string | null;
  userId: string | null;
  files: { name: string; data: Buffer }[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (value: string | undefined) => (value?.trim() ? value.trim() : null);

export async function readSignOrderForm(request: FastifyRequest): Promise<SignOrderForm> {
  const { files, fields } = await readUploads(request, SIGN_UPLOAD);
  const phone = normalizeMobilePhone(fields.phone ?? '');
  if (!phone) throw badRequest({ phone: 'signing.phoneInvalid' });
  const email = blank(fields.email);
  if (email && !EMAIL.test(email)) throw badRequest({ email: 'validation.email' });
  const userId = blank(fields.user_id);
  if (userId && !UUID.test(userId)) throw badRequest({ user_id: 'validation.format' });
  if (files.some((file) => !isPdf(file.data))) throw badRequest({ files: 'signing.wrongFormat' });
  return {
    phone,
    name: blank(fields.name)?.slice(0, 200) ?? null,
    email,
    userId,
    files: files.map((file) => ({ name: documentName(file.fileName || 'document.pdf'), data: file.data })),
  };
}
