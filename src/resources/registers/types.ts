import type { AcceptedFiles } from '../../components/FileDropzone';
import type { Registry, RegistryRow } from '../../dataProvider/api/partners';

/** What GET /registries and POST /partners/{id}/registry/{kind} answer (G4, C15): the server's record types. */
export type RegistryRecord = Registry;
export type RegistryStatus = Registry['status'];
export type RegistryRowRecord = RegistryRow;
export type { RegistryDetail } from '../../dataProvider/api/partners';

export const REGISTRY_KIND = 'certificates';
/**
 * O11: registers are .xlsx files the server reads up to 10 MB. Legacy .xls is not offered: no well-kept reader
 * for it is published on npm (docs/decisions.md O11); the server still explains what to do with one that arrives.
 */
export const REGISTER_FILES: AcceptedFiles = {
  accept: { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'] },
  maxSize: 10 * 1024 * 1024,
  labelKey: 'resources.certificates-registers.upload.file',
  hintKey: 'resources.certificates-registers.upload.dropHint',
  tooLargeKey: 'resources.certificates-registers.upload.tooLarge',
};
export const STATUS_COLOURS = { PROCESSING: 'warning', COMPLETED: 'success', ERRORED: 'error' } as const;
