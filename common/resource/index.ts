export * from './fields';
export * from './define';
export type { Infer, InferInput } from './infer';
export * from './translatable';
