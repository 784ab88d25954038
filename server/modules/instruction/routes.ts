import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { LANGUAGES, type Language } from '../../i18n/messages';
import { requireUser } from '../../plugins/access';
import { sanitizeInstruction } from './sanitize';
import { named } from '../../http/named';

const TAGS = ['instruction'];
const Lang = Type.Union(LANGUAGES.map((lang) => Type.Literal(lang)));
const Instruction = named('Instruction', Type.Object({
  lang: Lang,
  html: Type.String({ description: 'sanitized HTML; empty when nothing is written yet' }),
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
}));
const MAX_HTML = 200_000;

/** K4: the work instruction, one sanitized HTML text per language, edited by ADMIN and read by clients. */
const instructionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = async (lang: Language) => {
    const row = await app.db.selectFrom('work_instructions').select(['lang', 'html', 'updated_at']).where('lang', '=', lang).executeTakeFirst();
    return { lang, html: row?.html ?? '', updated_at: row ? new Date(row.updated_at).toISOString() : null };
  };

  app.get(
    '/instruction/work',
    {
      config: { access: { resource: 'instruction-work', action: 'show' } },
      schema: {
        tags: TAGS,
        summary: "The work instruction in `lang` (default: the caller's language; a language not written yet falls back to Russian unless lang is given)",
        querystring: Type.Object({ lang: Type.Optional(Lang) }, { additionalProperties: false }),
        response: { 200: Instruction, ...errorReplies },
      },
    },
    async (request) => {
      if (request.query.lang) return read(request.query.lang);
      const own = await read(request.language);
      return own.html || request.language === 'ru' ? own : read('ru');
    },
  );

  app.put(
    '/instruction/work/:lang',
    {
      config: { access: { resource: 'instruction-work', action: 'edit' } },
      schema: {
        tags: TAGS,
        summary: 'Replace the instruction in one language; the HTML is sanitized (scripts, handlers, styles removed) and the stored text returned',
        params: Type.Object({ lang: Lang }),
        body: Type.Object({ html: Type.String({ maxLength: MAX_HTML }) }, { additionalProperties: false }),
        response: { 200: Instruction, ...errorReplies },
      },
    },
    async (request) => {
      const { lang } = request.params;
      const html = sanitizeInstruction(request.body.html);
      const updated_by = requireUser(request).id;
      await app.db
        .insertInto('work_instructions')
        .values({ lang, html, updated_by })
        .onConflict((oc) => oc.column('lang').doUpdateSet({ html, updated_by, updated_at: new Date() }))
        .execute();
      return read(lang);
    },
  );
};

export default instructionRoutes;
