/** Shapes of the stories' own routes (J3): pictures, the viewer's feed, the landing block and the views. */
import { Type } from 'typebox';
import { STORY_DISPLAYS, stories } from '../../../common/resources/stories';
import { named, literals } from '../../http/named';
import { recordSchema } from '../../resources/schemas';

export const StoryPicture = named('StoryPicture', Type.Object({
  id: Type.String({ format: 'uuid' }),
  mime: literals(['image/jpeg', 'image/png', 'image/gif'] as const),
  width: Type.Integer(),
  height: Type.Integer(),
  size: Type.Integer({ description: 'Bytes of the stored file' }),
  created_at: Type.String({ format: 'date-time' }),
}));

const story = recordSchema(stories, true);
/** A story as the carousel reads it: the record (its views for the admin only) and whether the caller viewed it. */
export const StoryFull = named('StoryFull', Type.Object({ ...story.properties, viewed: Type.Boolean({ description: 'The caller has viewed it' }) }));

const optionalText = (maxLength: number, description?: string) => Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }));
/** J2's landing block: each part optional; `content` is HTML sanitized by the server. */
export const StoryContents = named('StoryContents', Type.Object({
  title: optionalText(200),
  subtitle: optionalText(300),
  button_name: optionalText(60),
  button_url: optionalText(500, 'http:// is put before a link without http(s)'),
  content: optionalText(20000, 'HTML; scripts, styles, handlers and javascript: links are taken out'),
}, { additionalProperties: false }));

export const DisplayQuery = Type.Object({ display: Type.Optional(literals(STORY_DISPLAYS, { default: 'SITE', description: 'SITE: the clients\u2019 stories; DESIGNER: the admin\u2019s preview' })) });

export const StoryOrder = named('StoryOrder', Type.Object({
  display: literals(STORY_DISPLAYS),
  ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 200, uniqueItems: true, description: 'The stories in the carousel\u2019s order; the others keep theirs after them' }),
}, { additionalProperties: false }));

export const StoryVisibility = named('StoryVisibility', Type.Object({ is_visible: Type.Boolean() }, { additionalProperties: false }));

export const StoryViews = named('StoryViews', Type.Object({
  views: Type.Optional(Type.Integer({ description: 'Users who viewed it (the admin only)' })),
  viewed: Type.Optional(Type.Boolean({ description: 'The caller has viewed it' })),
  counted: Type.Optional(Type.Boolean({ description: 'This call counted the caller\u2019s first view' })),
}));


/** The widths a picture is served at besides its own: the carousel's tile, a phone's and a wide screen's slideshow. */
export const STORY_WIDTHS = [160, 480, 960] as const;
export const StoryFileQuery = Type.Object({
  width: Type.Optional(Type.Union(STORY_WIDTHS.map((width) => Type.Literal(width)), { description: 'At most this wide (never enlarged); the stored picture without it' })),
});
