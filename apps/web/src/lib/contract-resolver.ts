import type { MessageKey } from '@artclash/i18n';
import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The `message` a contract refinement names (fields.ts, admin.ts), as the console's validation key. */
const REFINEMENT_KEYS: Record<string, MessageKey> = {
  control: 'organiser.validation.control',
  timezone: 'organiser.validation.timezone',
  date: 'organiser.validation.date',
  duplicate: 'organiser.validation.duplicate',
};

/** One zod issue as an i18n key: the console shows the same rule the server checks, in the user's language. */
export function issueKey(issue: z.core.$ZodIssue): MessageKey {
  const refinement = REFINEMENT_KEYS[issue.message];
  if (refinement) return refinement;
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'string' && issue.minimum === 1
        ? 'organiser.validation.required'
        : 'organiser.validation.range';
    case 'too_big':
      return issue.origin === 'string' ? 'organiser.validation.tooLong' : 'organiser.validation.range';
    case 'invalid_type':
      return issue.expected === 'number' ? 'organiser.validation.range' : 'organiser.validation.invalid';
    default:
      return 'organiser.validation.invalid';
  }
}

/**
 * A react-hook-form resolver from one of the contract's request schemas: the form is checked by the
 * very schema the server applies, and each field's first problem is shown as an i18n key (FieldError
 * translates it, so a shown message follows a language switch).
 */
export function contractResolver<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as z.output<S>, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: issueKey(issue) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
