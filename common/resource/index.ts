export * from './fields';
export * from './define';
export type { Infer, InferInput } from './infer';
