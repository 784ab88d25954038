/** A domain's texts in the three languages; Kazakh and English must have every Russian key. */
export function defineMessages<const R extends Record<string, string>>(messages: { ru: R; kk: Record<keyof R, string>; en: Record<keyof R, string> }) {
  return messages;
}
