import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Action } from '../../../common/access';
import { stories } from '../../../common/resources/stories';
import { actorOf, writeAudit } from '../../audit/record';
import { errorReplies } from '../../http/list';
import { readRecord } from '../../resources/records';
import { idParams, recordSchema } from '../../resources/schemas';
import { sendPicture } from '../../uploads/pictures';
import { storedContents } from './contents';
import { countView, reorder, storyFeed, viewableStory } from './feed';
import { storyPictureContent, storyPictures, uploadStoryPicture } from './pictures';
import { DisplayQuery, StoryContents, StoryFileQuery, StoryFull, StoryOrder, StoryPicture, StoryViews, StoryVisibility } from './schemas';

const TAGS = ['stories'];
const access = (action: Action) => ({ access: { resource: stories.name, action } });
const notFoundReply = { 404: Type.Ref('ErrorBody') };
/** A picture's bytes never change under its id (a new content is a new picture): the browser keeps them. */

/** J3 beside the generated CRUD of /stories: pictures, the viewer's feed and order, visibility, contents and views. */
const storyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);

  app.post('/slides', {
    config: access('create'),
    schema: {
      tags: TAGS, consumes: ['multipart/form-data'],
      summary: 'Upload a slide (JPG, PNG or GIF ≤ 10 MB, at most 1740 × 980) or, with kind=cover, a cover (JPG ≤ 3 MB, at most 600 × 300); checked by content, stored once: 201 new, 200 already stored',
      response: { 200: StoryPicture, 201: StoryPicture, ...errorReplies, 413: Type.Ref('ErrorBody'), 503: Type.Ref('ErrorBody') },
    },
  }, async (request, reply) => {
    const { row, created } = await uploadStoryPicture(app.db, request);
    return reply.status(created ? 201 : 200).send({ ...row, created_at: new Date(row.created_at).toISOString() });
  });

  app.get('/slides', {
    config: access('list'),
    schema: { tags: TAGS, summary: 'The uploaded story pictures, newest first (the last 200)', response: { 200: Type.Array(StoryPicture), ...errorReplies } },
  }, async () => (await storyPictures(app.db)).map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })));

  // public: an <img> asks for it without a token; the ids are random and the pictures are the stories' own (decision J3/pictures)
  app.get('/slides/:id/file', {
    config: { access: 'public' as const },
    schema: {
      tags: TAGS, params: idParams, querystring: StoryFileQuery,
      summary: 'A story picture in its own type, optionally at most `width` pixels wide; cached for good (ETag, 304)',
      response: { 200: Type.String({ contentMediaType: 'image/*', description: 'The picture' }), 304: Type.Null(), ...notFoundReply, 400: Type.Ref('ErrorBody'), 503: Type.Ref('ErrorBody') },
    },
  }, async (request, reply) => {
    return sendPicture(request, reply, await storyPictureContent(app.db, request.params.id), request.query.width, 'public');
  });

  app.get('/stories/full', {
    config: access('view'),
    schema: { tags: TAGS, querystring: DisplayQuery, summary: 'The carousel: the shown stories of a display by position, with slides, contents and whether the caller viewed each (views for the admin)', response: { 200: Type.Array(StoryFull), ...errorReplies } },
  }, async (request) => storyFeed(app.db, request, request.query.display ?? 'SITE'));

  app.post('/stories/full', {
    config: access('edit'),
    schema: { tags: TAGS, body: StoryOrder, summary: "Put a display's stories in this order (positions 0, 1, 2…); answers that display's carousel", response: { 200: Type.Array(StoryFull), ...errorReplies } },
  }, async (request) => {
    await reorder(app.db, request.body.display, request.body.ids);
    return storyFeed(app.db, request, request.body.display);
  });

  app.post('/stories/:id', {
    config: access('edit'),
    schema: { tags: TAGS, params: idParams, body: StoryVisibility, summary: 'Show or hide a story in the carousel', response: { 200: recordSchema(stories, true), ...errorReplies, ...notFoundReply } },
  }, async (request) => {
    const before = await viewableStory(app.db, request, request.params.id);
    await app.db.updateTable('stories').set({ is_visible: request.body.is_visible, updated_at: new Date() }).where('id', '=', before.id).execute();
    await writeAudit(app.db, actorOf(request), { resource: stories.name, recordId: before.id, action: 'update', before: { is_visible: before.is_visible }, after: { is_visible: request.body.is_visible } });
    return readRecord(app.db, { declaration: stories }, before.id, request);
  });

  app.get('/contents/:id', {
    config: access('view'),
    schema: { tags: TAGS, params: idParams, summary: "A story's landing block (its HTML as sanitized when stored)", response: { 200: StoryContents, ...errorReplies, ...notFoundReply } },
  }, async (request) => (await viewableStory(app.db, request, request.params.id)).contents);

  app.post('/contents/:id', {
    config: access('edit'),
    schema: { tags: TAGS, params: idParams, body: StoryContents, summary: "Replace a story's landing block; the HTML is sanitized (no scripts, styles, handlers or javascript: links)", response: { 200: StoryContents, ...errorReplies, ...notFoundReply } },
  }, async (request) => {
    const before = await viewableStory(app.db, request, request.params.id);
    const contents = storedContents(request.body);
    await app.db.updateTable('stories').set({ contents: JSON.stringify(contents), updated_at: new Date() }).where('id', '=', before.id).execute();
    await writeAudit(app.db, actorOf(request), { resource: stories.name, recordId: before.id, action: 'update', before: { contents: before.contents }, after: { contents } });
    return contents;
  });

  app.get('/views/:id', {
    config: access('show'),
    schema: { tags: TAGS, params: idParams, summary: 'How many users viewed a story (the admin)', response: { 200: StoryViews, ...errorReplies, ...notFoundReply } },
  }, async (request) => ({ views: (await viewableStory(app.db, request, request.params.id)).views }));

  app.post('/views/:id', {
    config: access('view'),
    schema: { tags: TAGS, params: idParams, summary: "Count the caller's view of a story: once per user, a repeated call changes nothing", response: { 200: StoryViews, ...errorReplies, ...notFoundReply } },
  }, async (request) => {
    const story = await viewableStory(app.db, request, request.params.id);
    const counted = await countView(app.db, story.id, request.user!.id);
    return { viewed: true, counted };
  });
};

export default storyRoutes;
