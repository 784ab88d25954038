import sanitizeHtml from 'sanitize-html';

/**
 * K4: the admin's rich text keeps formatting, lists, tables and links; scripts, styles, event handlers,
 * frames and javascript: links go (sanitize-html's defaults plus headings h1/h2 and images over https).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'img'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'title'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const sanitizeInstruction = (html: string): string => sanitizeHtml(html, OPTIONS).trim();
