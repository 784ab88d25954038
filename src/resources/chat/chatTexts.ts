/** I1: a card's preview of the last message. */
export const PREVIEW_LENGTH = 256;
/** I4: a file name as shown. */
export const FILE_NAME_LENGTH = 22;

/** A text cut to `max` characters, with an ellipsis when it was longer. */
export const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
