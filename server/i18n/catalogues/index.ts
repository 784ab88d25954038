/**
 * Every server catalogue: `server/i18n/catalogues/<name>.ts` exporting `<name>Messages`, found by
 * tools/build/registries.mjs; server/i18n/messages.ts merges them with the declared resources' validation texts.
 */
export * from './registry.generated';
