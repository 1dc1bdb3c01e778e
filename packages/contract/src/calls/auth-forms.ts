import { z } from 'zod';
import { isEmail } from '../rules/email.ts';
import { isValidPassword } from '../rules/password.ts';
import { type CalendarDay, localDay, parseBirthDate } from '../rules/birthdate.ts';
import { isPastDay, parkBirthdateProblem, type ParkBirthdateSubject } from '../rules/park-ages.ts';

/**
 * Form schemas of the auth screens (§5). Messages are i18n keys of the `auth.validation` namespace,
 * translated where they are shown; inputs are trimmed on change by the forms themselves.
 */
const required = (key: string) => z.string().trim().min(1, { message: key, abort: true });

const ZEmailFieldSchema = required('auth.validation.emailRequired').refine(isEmail, 'auth.validation.emailInvalid');

const newPassword = (requiredKey: string) =>
  required(requiredKey).refine(isValidPassword, 'auth.validation.passwordRule');

export const ZLoginFormSchema = z.object({
  email: ZEmailFieldSchema,
  password: required('auth.validation.passwordRequired'),
  rememberMe: z.boolean().optional(),
});
export type TLoginForm = z.infer<typeof ZLoginFormSchema>;

export const ZRegisterFormSchema = z
  .object({
    username: required('auth.validation.displayNameRequired').max(50, 'auth.validation.displayNameTooLong'),
    email: ZEmailFieldSchema,
    password: newPassword('auth.validation.passwordRequired'),
    confirmPassword: required('auth.validation.confirmPasswordRequired'),
    termsCondition: z.boolean().refine((checked) => checked, 'auth.validation.termsRequired'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.validation.passwordMismatch',
  });
export type TRegisterForm = z.infer<typeof ZRegisterFormSchema>;

export const ZForgotPasswordFormSchema = z.object({ email: ZEmailFieldSchema });
export type TForgotPasswordForm = z.infer<typeof ZForgotPasswordFormSchema>;

export const ZCodeFormSchema = z.object({
  otp: required('auth.validation.codeRequired').regex(/^\d{6}$/, 'auth.validation.codeInvalid'),
});

export const ZRecoveryFormSchema = z
  .object({
    password: newPassword('auth.validation.newPasswordRequired'),
    confirmPassword: required('auth.validation.confirmPasswordRequired'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.validation.newPasswordMismatch',
  });
export type TRecoveryForm = z.infer<typeof ZRecoveryFormSchema>;

/**
 * Year, month and day selects; '' while unchosen. The date must be real and in the past, and when
 * the step says whose it is, meet the park age policy (docs/product.md#rule-150) against `today`,
 * the browser's own calendar day.
 */
export const birthdateFormSchema = (subject?: ParkBirthdateSubject, today: CalendarDay = localDay(new Date())) =>
  z.object({ year: z.string(), month: z.string(), day: z.string() }).superRefine((form, ctx) => {
    const parsed = parseBirthDate(`${form.year}-${form.month}-${form.day}`);
    if (!parsed)
      return void ctx.addIssue({ code: 'custom', path: ['day'], message: 'auth.validation.birthdateRequired' });
    const problem = subject
      ? parkBirthdateProblem(parsed, subject, today)
      : isPastDay(parsed, today)
        ? null
        : 'birthdatePast';
    if (problem) ctx.addIssue({ code: 'custom', path: ['day'], message: `auth.validation.${problem}` });
  });
export const ZBirthdateFormSchema = birthdateFormSchema();

export const ZSelectEventsFormSchema = z.object({
  events: z.array(z.string()).min(1, 'auth.validation.eventRequired'),
});
export type TSelectEventsForm = z.infer<typeof ZSelectEventsFormSchema>;
