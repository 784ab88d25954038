import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { declarationSummaries } from './tools/build/declaration-summaries.ts';
import { serverOnlyDescriptions } from './tools/build/server-only-descriptions.ts';
import { writeRegistries } from './tools/build/registries.mjs';

// the registries the code imports (declarations, modules, migrations, icons), found in their folders
writeRegistries();

const serverTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

const ownFolders = ['src/', 'common/'].map((folder) => fileURLToPath(new URL(folder, import.meta.url)));
/** The project's own modules but the entry: importing one runs nothing that matters beyond its exports. */
const isOwnModule = (id: string) => ownFolders.some((folder) => id.startsWith(folder)) && !id.endsWith('/src/main.tsx');

const LOCALE_QUERY = /^(.*\/(?:src\/i18n\/messages\/[^?]+|common\/resources\/[^?]+\.texts|common\/i18n\/[^?]+)\.ts)\?locale=(ru|kk|en)&cabinet=(\w+)(?:&part=(first|later))?$/;

type Catalogue = Record<string, unknown>;
const isFeatureMessages = (value: unknown): value is Record<'ru' | 'kk' | 'en', Catalogue> =>
  typeof value === 'object' && value !== null && ['ru', 'kk', 'en'].every((locale) => locale in value);

/**
 * One language of a catalogue for one cabinet (`src/i18n/messages/x.ts?locale=en&cabinet=sales`) as a module of
 * its own, so a page downloads only the language it shows and the texts its cabinet uses (docs/performance.md):
 * `{}` when the catalogue's `cabinets` leaves that cabinet out. `&part=first` keeps only a catalogue the cabinet's
 * first screen shows (its `firstScreens` line names the cabinet, or it has none), `&part=later` only the others.
 * The catalogue files keep the three languages side by side for whoever writes them; they hold data only, so the
 * build runs one and keeps what was asked.
 */
function i18nLocales(): Plugin {
  return {
    name: 'i18n-locales',
    enforce: 'pre',
    async load(id) {
      const match = LOCALE_QUERY.exec(id);
      if (!match) return null;
      const [, file, locale, cabinet, part] = match;
      this.addWatchFile(file!);
      const { code } = await transform(await readFile(file!, 'utf8'), { loader: 'ts', format: 'esm' });
      if (/^\s*import\s/m.test(code)) throw new Error(`${file}: a catalogue holds data only (it imports something)`);
      const exports = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Catalogue;
      const catalogues = Object.values(exports).filter(isFeatureMessages);
      if (catalogues.length !== 1) throw new Error(`${file}: exports ${catalogues.length} catalogues (ru, kk, en), not one`);
      const cabinets = exports.cabinets as readonly string[] | undefined;
      const firstScreens = exports.firstScreens as readonly string[] | undefined;
      const onFirstScreen = !firstScreens || firstScreens.includes(cabinet!);
      const shown = (!cabinets || cabinets.includes(cabinet!)) && (!part || (part === 'first') === onFirstScreen);
      return `export default ${JSON.stringify(shown ? catalogues[0]![locale as 'ru'] : {})};`;
    },
  };
}

const MESSAGES_DIR = fileURLToPath(new URL('src/i18n/messages/', import.meta.url));
/** A declared resource's texts (`common/resources/<name>.texts.ts`) are a catalogue like the others. */
const RESOURCES_DIR = fileURLToPath(new URL('common/resources/', import.meta.url));
/** Catalogues the server reads too (common/i18n/<name>.ts: the enums' words, the units' counted forms). */
const COMMON_I18N_DIR = fileURLToPath(new URL('common/i18n/', import.meta.url));
const CABINET_TEXTS = /^virtual:cabinet-texts\/(\w+)\/(ru|kk|en)(?:-(first|later))?$/;

/**
 * One module per cabinet and language (`virtual:cabinet-texts/sales/kk`, `…/sales/ru-first`, `…/sales/ru-later`):
 * every catalogue under src/i18n/messages and common/i18n and every declared resource's texts (common/resources/*.texts.ts) in that language for that cabinet (i18nLocales above), as an array.
 * A cabinet loads a language with one import instead of one per catalogue (whose loaders and preload lists
 * weighed ~1 KiB gzipped on its first screen, docs/performance.md); a new catalogue file is in it by being there.
 */
function cabinetTextsModules(): Plugin {
  const prefix = '\0';
  return {
    name: 'cabinet-texts',
    enforce: 'pre',
    resolveId: (id) => (CABINET_TEXTS.test(id) ? prefix + id : null),
    async load(id) {
      const match = id.startsWith(prefix) ? CABINET_TEXTS.exec(id.slice(prefix.length)) : null;
      if (!match) return null;
      const [, cabinet, locale, part] = match;
      const inDir = async (dir: string, suffix: string) =>
        (await readdir(dir)).filter((file) => file.endsWith(suffix)).sort().map((file) => dir + file);
      const files = [...(await inDir(MESSAGES_DIR, '.ts')), ...(await inDir(RESOURCES_DIR, '.texts.ts')), ...(await inDir(COMMON_I18N_DIR, '.ts'))];
      const query = `?locale=${locale}&cabinet=${cabinet}${part ? `&part=${part}` : ''}`;
      const imports = files.map((file, i) => `import m${i} from ${JSON.stringify(file + query)};`);
      return `${imports.join('\n')}\nexport default [${files.map((_, i) => `m${i}`).join(', ')}];`;
    },
  };
}

/**
 * The chunk of a catalogue's part loaded after the cabinet: `i18n-<cabinet>-<locale>` for Kazakh and English,
 * `i18n-<cabinet>-ru` for the Russian texts its first screen does not show.
 */
function languageChunk(id: string): string | null {
  const match =
    /[\\/](?:src[\\/]i18n[\\/]messages|common[\\/]resources|common[\\/]i18n)[\\/][^?]+\?locale=(ru|kk|en)&cabinet=(\w+)(&part=later)?$/.exec(id) ??
    /^\0virtual:cabinet-texts\/()(\w+)\/(ru-later|kk|en)$/.exec(id);
  if (!match) return null;
  const locale = match[1] || match[3]!.slice(0, 2);
  return locale !== 'ru' || match[3] ? `i18n-${match[2]}-${locale}` : null;
}

/**
 * es-shims polyfills of what every browser the SPA supports has natively: node-polyglot (react-admin's i18n)
 * requires `object.entries`, which brings get-intrinsic, call-bind and define-properties (~4 KiB gzipped)
 * into every cabinet's first screen (docs/performance.md). Each is replaced by the built-in it polyfills.
 */
const NATIVE_SHIMS: Record<string, string> = { 'object.entries': 'module.exports = Object.entries;' };

function nativeShims(): Plugin {
  const prefix = '\0native-shim:';
  return {
    name: 'native-shims',
    enforce: 'pre',
    resolveId: (id) => (id in NATIVE_SHIMS ? prefix + id : null),
    load: (id) => (id.startsWith(prefix) ? NATIVE_SHIMS[id.slice(prefix.length)] : null),
  };
}

/**
 * react-admin's default exporter (a list's CSV export) imports jsonexport, so every screen with a list controller
 * carries it, the sales cabinet's first one too (~3 KiB gzipped, docs/performance.md). Its module is swapped for
 * one that loads jsonexport when an export runs (already asynchronous: it answers through a callback). Our lists
 * export through src/components/tableExport/listExporter.ts instead (or not at all), so it never runs.
 */
function lazyJsonExport(): Plugin {
  const id = '\0lazy-jsonexport';
  return {
    name: 'lazy-jsonexport',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === 'jsonexport/dist/index.js' && importer?.includes('ra-core') && importer.endsWith('defaultExporter.js') ? id : null,
    load: (loaded) =>
      loaded === id
        ? "export default (...args) => import('jsonexport/dist/index.js').then((module) => (module.default ?? module)(...args));"
        : null,
  };
}

/**
 * react-admin's menu item (`Menu.Item`, MenuItemLink) binds its `keyboardShortcut` with react-hotkeys-hook, which it
 * imports whatever its props: ~3 KiB gzipped on every cabinet's first screen (docs/performance.md). Our menu entries
 * declare no shortcut (src/layout/menu/MenuEntryLink.tsx), so the build gives that module a useHotkeys binding nothing.
 */
function noMenuHotkeys(): Plugin {
  const id = '\0no-menu-hotkeys';
  return {
    name: 'no-menu-hotkeys',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === 'react-hotkeys-hook' && importer?.includes('ra-ui-materialui') && importer.endsWith('MenuItemLink.js') ? id : null,
    load: (loaded) => (loaded === id ? 'export const useHotkeys = () => undefined;' : null),
  };
}

const PLAIN_PAGE_TITLE = fileURLToPath(new URL('src/layout/PlainPageTitle.tsx', import.meta.url));

/**
 * react-admin's <Title> (its layout's error view, its authentication error page, most screens) renders the title
 * through PageTitleConfigurable, whose editor for react-admin's inspector (never opened here: no InspectorButton)
 * imports MUI's TextField with its Select, Menu and Popover: ~16 KiB gzipped on every cabinet's first screen
 * (docs/performance.md). The build takes the plain title (src/layout/PlainPageTitle.tsx) instead.
 */
function plainPageTitle(): Plugin {
  let replaced = false;
  let building = false;
  return {
    name: 'plain-page-title',
    enforce: 'pre',
    configResolved(config) {
      // the test runner's server-side projects never import react-admin: only a build must have replaced it
      building = config.command === 'build' && !config.build.watch;
    },
    resolveId(id, importer) {
      if (id !== './PageTitleConfigurable.js' || !importer?.includes('ra-ui-materialui')) return null;
      replaced = true;
      return PLAIN_PAGE_TITLE;
    },
    buildEnd() {
      if (!building || replaced) return;
      this.warn("react-admin's PageTitleConfigurable was not replaced: has react-admin moved it?");
    },
  };
}

const DEFERRED_TOOLTIP = fileURLToPath(new URL('src/layout/DeferredTooltip.tsx', import.meta.url));
const MUI_TOOLTIP = fileURLToPath(new URL('node_modules/@mui/material/esm/Tooltip/', import.meta.url));

/**
 * MUI's Tooltip (with Popper and @popperjs, ~11 KiB gzipped) is on every cabinet's first screen through react-admin's
 * menu entries, sort headers and buttons. The build puts src/layout/DeferredTooltip.tsx in its place, which loads
 * it once the browser is idle (docs/performance.md); the tests run MUI's own.
 */
function deferredTooltip(): Plugin {
  const id = '\0deferred-tooltip';
  return {
    name: 'deferred-tooltip',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer === DEFERRED_TOOLTIP || importer === id || !/Tooltip/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === `${MUI_TOOLTIP}index.js` ? id : null;
    },
    load: (loaded) =>
      loaded === id
        ? `export { default } from ${JSON.stringify(DEFERRED_TOOLTIP)};\nexport * from ${JSON.stringify(`${MUI_TOOLTIP}tooltipClasses.js`)};\nexport { default as tooltipClasses } from ${JSON.stringify(`${MUI_TOOLTIP}tooltipClasses.js`)};`
        : null,
  };
}

const INFLECTION_FALLBACK = fileURLToPath(new URL('src/i18n/inflectionFallback.ts', import.meta.url));

/** react-admin's import of `inflection` gets the few fallback functions it uses (src/i18n/inflectionFallback.ts). */
function lightInflection(): Plugin {
  return {
    name: 'light-inflection',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source, importer) => (source === 'inflection' && /[\\/]ra-(core|ui-materialui)[\\/]/.test(importer ?? '') ? INFLECTION_FALLBACK : null),
  };
}

/** The server suite's files that change modules other files import: run in a fresh worker each (`isolate`). */
const SERVER_FILES_CHANGING_MODULES = [
  'tests/server/declared-list.test.ts',
  'tests/server/declared-owner-join.test.ts',
  'tests/server/declared-resource.test.ts',
  'tests/server/hardening/route-registration.test.ts',
];

const SERVER_PROJECT = {
  environment: 'node',
  testTimeout: 30_000,
  // migrates and seeds one template database per run; each file starts from a copy of it (tests/server/helper.ts)
  globalSetup: ['tests/server/support/template-database.ts'],
  // a server file opens its own database first; on 2 busy cores that can pass a minute
  hookTimeout: 180_000,
};

export default defineConfig({
  plugins: [nativeShims(), deferredTooltip(), lightInflection(), plainPageTitle(), lazyJsonExport(), noMenuHotkeys(), declarationSummaries(), serverOnlyDescriptions(), cabinetTextsModules(), i18nLocales(), react()],
  base: '/',
  build: {
    outDir: 'dist',
    sourcemap: true,
    // the download budgets (npm run check:bundle, docs/performance.md) read the manifest
    manifest: true,
    rolldownOptions: {
      // an index file's unused re-export (e.g. a card dialog) must not pull that screen into the first screen
      treeshake: { moduleSideEffects: (id, external) => (!external && isOwnModule(id) ? false : undefined) },
      output: {
        // d3 (the charts' scales and shapes, used only through recharts) in a chunk of its own: with it, the
        // charts' chunk would pass the lazy-chunk budget. d3 imports nothing outside d3, so no chunk cycle.
        codeSplitting: {
          groups: [
            { name: 'd3', test: /[\\/]node_modules[\\/](?:victory-vendor|d3-[^\\/]+|internmap)[\\/]/ },
            // a language picked later comes as one chunk per cabinet (i18nLocales above), not one per catalogue
            { name: (id: string) => languageChunk(id), debugName: 'i18n' },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/gw': { target: serverTarget, ws: true } },
  },
  test: {
    // a worker more than cores: several server files mostly wait (processes they start and kill, a dead process's job
    // lease running out, a proxy under load), and an extra worker fills that time. On 2 cores `npm test` took 485 s
    // with 2 workers, 373 s with 3 and 380 s with 4 (docs/performance.md, CI time)
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        extends: true,
        test: {
          name: 'spa',
          // a worker thread per file instead of a child process: the same fresh module graph, without starting a
          // process each time (`--project spa` 153 -> 146 s, `npm test` ~340 -> 331 s on 2 cores)
          pool: 'threads',
          environment: 'happy-dom',
          include: ['tests/spa/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/spa/setup.ts'],
          // whole-app renders are slow when the suite runs in parallel on 2 cores; nothing asserts durations
          testTimeout: 20_000,
        },
      },
      {
        test: {
          ...SERVER_PROJECT,
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SERVER_FILES_CHANGING_MODULES],
          // one module graph per worker: a file imports the server (~2 s of a fresh worker's time) only once per worker,
          // not once per file; each file still builds its own app on its own database copy (tests/server/helper.ts)
          isolate: false,
        },
      },
      {
        // the files that change what other files import (vi.mock of the resource registry, a module pushed onto the
        // API modules): each keeps a fresh worker and module graph of its own
        test: { ...SERVER_PROJECT, name: 'server-isolated', include: SERVER_FILES_CHANGING_MODULES },
      },
      {
        // the project's own tooling (bench/, the build's budget check)
        test: { name: 'tools', environment: 'node', include: ['tests/tools/**/*.test.ts'] },
      },
    ],
  },
});
