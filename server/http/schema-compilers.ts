import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's own compilers (ajv for what comes in, fast-json-stringify for what goes out), kept for the whole process
 * instead of for one app: a second app built in the same process with the same options reuses each route's compiled
 * validator and serializer instead of compiling them again (~0.5 s of CPU per app). Production builds one app per
 * process and sees no difference; the test suite builds ~130 apps per run, most of them in a handful of processes.
 * A schema is known by its JSON text, since routes may build equal schemas anew for each app.
 */
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type BuildValidator = NonNullable<CompilersFactory['buildValidator']>;
type BuildSerializer = NonNullable<CompilersFactory['buildSerializer']>;

const validatorPool = AjvCompiler();
const serializerPool = SerializerSelector();

/** The compiler for one set of shared schemas and options, compiling each distinct schema once. */
function remembered<Route extends { schema?: unknown }, Compiled>(
  compilers: Map<string, (route: Route) => Compiled>,
  key: string,
  create: () => (route: Route) => Compiled,
): (route: Route) => Compiled {
  const known = compilers.get(key);
  if (known) return known;
  const compile = create();
  const done = new Map<string, Compiled>();
  const cached = (route: Route): Compiled => {
    const schemaKey = JSON.stringify(route.schema);
    const seen = done.get(schemaKey);
    if (seen !== undefined) return seen;
    const fresh = compile(route);
    done.set(schemaKey, fresh);
    return fresh;
  };
  compilers.set(key, cached);
  return cached;
}

const validators = new Map<string, ReturnType<BuildValidator>>();
const serializers = new Map<string, ReturnType<BuildSerializer>>();

const buildValidator: BuildValidator = (externalSchemas, options) =>
  remembered(validators, JSON.stringify([externalSchemas, options]), () => validatorPool(externalSchemas as never, options as never) as never);

const buildSerializer: BuildSerializer = (externalSchemas, options) =>
  remembered(serializers, JSON.stringify([externalSchemas, options]), () => serializerPool(externalSchemas as never, options as never) as never);

export const processWideCompilers: CompilersFactory = { buildValidator, buildSerializer };
