import { Type } from 'typebox';

/** The free-text filter `q` of the services lists. */
export const SearchText = Type.String({ maxLength: 200, description: 'Text search in name and description' });
