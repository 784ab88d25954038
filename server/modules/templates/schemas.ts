/** Shapes of the templates' lookups and the pictures' routes (M8). */
import { Type } from 'typebox';
import { templatePictures } from '../../../common/resources/templatePictures';
import { named } from '../../http/named';
import { recordSchema } from '../../resources/schemas';

/** What a picker needs (GET /template/all). */
export const TemplateLookup = named('TemplateLookup', Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }));

export const TemplatePicture = recordSchema(templatePictures, true);
/** What a picker needs (GET /template/picture/all): the name and the size in pixels. */
export const TemplatePictureLookup = named('TemplatePictureLookup', Type.Pick(TemplatePicture, ['id', 'name', 'width', 'height']));

/** The widths a picture is served at besides its own: the list's thumbnail and the form's preview. */
export const PICTURE_WIDTHS = [160, 480] as const;

export const PictureFileQuery = Type.Object({
  width: Type.Optional(Type.Union(PICTURE_WIDTHS.map((width) => Type.Literal(width)), { description: 'At most this wide (never enlarged); the stored picture without it' })),
});
