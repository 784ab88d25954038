/** Types of tools/build/registries.mjs (plain JavaScript, run by `npm start` without a TypeScript loader). */
export function writeRegistries(root?: string): string[];
export function declarationFiles(root: string): string[];
export function moduleFiles(root: string): string[];
export function resourceModuleFiles(root: string): string[];
export function migrationFiles(root: string): string[];
export function serverCatalogueFiles(root: string): string[];
export function menuIcons(root: string): string[];
export const REGISTRY_FILES: readonly string[];
export const REGISTRY_FOLDERS: readonly string[];
