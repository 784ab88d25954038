/**
 * The icon a declaration's menu names (`menu.icon`, any `@mui/icons-material` export): the build imports just the
 * ones named (tools/build/registries.mjs writes icons.generated.ts), and every cabinet's first screen carries them.
 */
export { DECLARED_ICONS } from './icons.generated';
