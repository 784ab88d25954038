import dayjs from 'dayjs';
import type { RawBuilder } from 'kysely';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { type Language, type MessageKey, translate } from '../../i18n/messages';
import { field, renderPdf } from '../../pdf/pdf';
import type { RenderedDocument } from '../certificates/documents';
import { findQuestionnaire, latestPass } from './service';

/**
 * E10: the client's latest answers to a questionnaire as PDF: the questions in order, each with its answer
 * (options as a list); named "<title> <client name>.pdf", spaces becoming underscores on download (O17). The latest
 * pass the caller reads (`visible`, scope.ts); none: 404.
 */
export async function answersPdf(db: Db, questionnaireId: string, clientId: string, language: Language, visible: RawBuilder<boolean>): Promise<RenderedDocument> {
  const questionnaire = await findQuestionnaire(db, questionnaireId, true);
  const pass = await latestPass(db, questionnaireId, clientId, visible);
  if (!pass) throw notFound();
  const client = await db.selectFrom('clients').select(['name', 'phone']).where('id', '=', clientId).executeTakeFirstOrThrow();
  const t = (key: MessageKey) => translate(language, key);
  const answers = new Map(pass.answers.map((answer) => [answer.question_id, answer.value]));
  const content = await renderPdf({ title: questionnaire.title }, (doc) => {
    doc.font('bold').fontSize(18).text(questionnaire.title).fontSize(11).font('regular');
    if (questionnaire.description) doc.moveDown(0.5).text(questionnaire.description);
    doc.moveDown();
    field(doc, t('questionnaires.pdf.client'), client.name);
    if (client.phone) field(doc, t('questionnaires.pdf.phone'), `+${client.phone}`);
    field(doc, t('questionnaires.pdf.passedAt'), dayjs(pass.passed_at).format('DD.MM.YYYY HH:mm'));
    questionnaire.questions.forEach((question, index) => {
      doc.moveDown().font('bold').text(`${index + 1}. ${question.text}`).font('regular');
      const value = answers.get(question.id);
      if (value === undefined || value.length === 0) doc.fillColor('#666666').text(t('questionnaires.pdf.noAnswer')).fillColor('black');
      else if (Array.isArray(value)) value.forEach((option) => doc.text(`• ${option}`));
      else doc.text(value);
    });
  });
  return { fileName: `${questionnaire.title} ${client.name}.pdf`, content };
}
