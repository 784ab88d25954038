import { mobilePhoneForRegion } from '../../../common/phone';
import { PROFILE_EMAIL, profilePasswordProblem } from '../../../common/profile';
import { hostConfig } from '../../config/hosts';

/** O9 by host: the catalogue key of what is wrong with a phone, or undefined. */
export const phoneProblem = (phone: string) => (mobilePhoneForRegion(phone, hostConfig().region) ? undefined : 'app.onboarding.phoneInvalid');

/** O3 for a new password: empty says so (O2), short says how long it must be, in the form's language. */
export const passwordRule = (value: string | undefined) => {
  const problem = profilePasswordProblem(value ?? '');
  return problem === 'empty' ? 'app.fullProfile.required' : problem === 'short' ? 'app.fullProfile.passwordShort' : undefined;
};

/** O3 for a password and its confirmation. */
export function passwordProblems(values: Record<string, string>, confirmation = 'password_confirmation'): Record<string, string> {
  const problems: Record<string, string> = {};
  const password = passwordRule(values.password);
  if (password) problems.password = password;
  else if (values[confirmation] !== values.password) problems[confirmation] = 'app.fullProfile.passwordsDiffer';
  return problems;
}

export const emailProblem = (email: string) =>
  !email.trim() ? 'app.fullProfile.required' : PROFILE_EMAIL.test(email.trim()) ? undefined : 'app.fullProfile.emailInvalid';
