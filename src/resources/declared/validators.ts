import { email, maxLength, maxValue, minLength, minValue, number, regex, required, type Validator } from 'react-admin';
import type { Field, ResourceDeclaration } from '../../../common/resource';

/** react-admin's required() lets '   ' through; the server trims and refuses it, so the form does too. */
const notBlank =
  (message?: string): Validator =>
  (value) =>
    typeof value === 'string' && !value.trim() ? (message ?? 'ra.validation.required') : undefined;

/** The declaration's rules as react-admin validators: the form refuses what the server would. */
export function validatorsOf(d: ResourceDeclaration, key: string, f: Field): Validator[] {
  const rules: Validator[] = [];
  const requiredText = `resources.${d.name}.validation.${key}Required`;
  if (f.required) rules.push(required(requiredText), notBlank(requiredText));
  if ('minLength' in f && f.minLength && f.minLength > 1) rules.push(minLength(f.minLength));
  if ('maxLength' in f && f.maxLength) rules.push(maxLength(f.maxLength));
  if ('pattern' in f && f.pattern) rules.push(regex(new RegExp(f.pattern), f.patternMessage ? `resources.${d.name}.validation.${key}Pattern` : 'ra.validation.regex'));
  if (f.kind === 'email') rules.push(email());
  if (f.kind === 'number' || f.kind === 'money') {
    rules.push(number());
    const above = f.exclusiveMin;
    if (above !== undefined) {
      const message = `resources.${d.name}.validation.${key}AboveMin`;
      rules.push((value) => (value !== null && value !== undefined && value !== '' && Number(value) <= above ? message : undefined));
    }
    if (f.min !== undefined) rules.push(minValue(f.min));
    if (f.max !== undefined) rules.push(maxValue(f.max));
  }
  // the declared checks across fields, on the field they name (a form-level resolver would drop the input rules)
  for (const check of d.checks ?? []) {
    if (check.field !== key) continue;
    const message = `resources.${d.name}.validation.${check.message}`;
    rules.push((_value, values: Record<string, unknown>) => (check.valid(values) ? undefined : message));
  }
  return rules;
}
