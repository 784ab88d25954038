/**
 * Stories (J1–J3): a story is a cover in the carousel and its slides (pictures uploaded by `POST /slides`, each shown
 * `duration` seconds) with a landing block (`contents`: a title, a subtitle, a button and rich text sanitized by the
 * server). The admin manages them; the viewer reads `GET /stories/full` and counts a view once per user
 * (`POST /views/{id}`). Decision J3/stories.
 */
import { ROLES } from '../roles';
import { arrayOf, boolean, crud, defineResource, enumOf, group, integer, jsonObject, longText, text } from '../resource';

export const STORY_DISPLAYS = ['SITE', 'DESIGNER'] as const;
/** J1: a slide shows 10 s unless told; the spec's viewer constants live beside the viewer (src/resources/stories). */
export const DEFAULT_SLIDE_SECONDS = 10;
export const MAX_SLIDES = 20;
const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';

const slide = {
  image: text({ required: true, pattern: UUID, description: 'A picture uploaded by POST /slides' }),
  duration: integer({ required: true, min: 1, max: 60, description: 'Seconds on screen' }),
  position: integer({ required: true, max: 1000, description: 'The slides are shown by it' }),
};

export const stories = defineResource({
  name: 'stories',
  path: '/stories',
  timestamps: true,
  fields: {
    title: text({ required: true, requiredMessage: true, minLength: 1, maxLength: 200 }),
    image: text({ nullable: true, pattern: UUID, description: "The carousel's cover: a picture uploaded by POST /slides with kind=cover" }),
    position: integer({ default: 0, max: 1000, helper: true, description: 'The carousel shows the smaller first' }),
    is_visible: boolean({ default: true, description: 'Shown in the carousel' }),
    display: enumOf(STORY_DISPLAYS, { default: 'SITE', helper: true, description: 'SITE: the clients\u2019 cabinet; DESIGNER: the admin\u2019s preview only (decision J3/stories)' }),
    views: integer({ readOnly: true, access: { read: ['ADMIN'] }, description: 'Users who viewed it, each once' }),
    slides: arrayOf(group(slide), { maxItems: 20, default: [], description: 'In the order of their position' }),
    contents: jsonObject({
      title: text({ maxLength: 200 }),
      subtitle: text({ maxLength: 300 }),
      button_name: text({ maxLength: 60 }),
      button_url: text({ maxLength: 500, description: 'http:// is put before a link without http(s)' }),
      content: longText({ maxLength: 20000, description: 'HTML; scripts, styles and handlers are taken out by the server' }),
    }, { default: {}, description: 'The landing block under the slides' }),
  },
  list: {
    columns: ['title', 'position', 'is_visible', 'display', 'views'],
    search: ['title'],
    filters: ['display', 'is_visible'],
    sort: ['position', 'created_at', 'title', 'views'],
    indexes: [['display', 'position']],
    defaultSort: { field: 'position', order: 'ASC' },
  },
  // J2: only the admin manages them and sees the counters; every signed-in role reads the carousel (/stories/full)
  access: { ...crud(['ADMIN']), view: ROLES },
  menu: { cabinets: ['sales'], icon: 'AutoStories', route: '/stories', label: 'app.menu.stories', after: 'instruction' },
  page: 'edit',
  representation: 'title',
});
