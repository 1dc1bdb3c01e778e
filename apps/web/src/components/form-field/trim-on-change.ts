import type { UseFormRegisterReturn } from 'react-hook-form';

/** §5: signup, login, forgot-password, code and recovery inputs are trimmed on change. */
export function trimOnChange<Name extends string>(
  registration: UseFormRegisterReturn<Name>,
): UseFormRegisterReturn<Name> {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      const trimmed = input.value.trim();
      if (trimmed !== input.value) input.value = trimmed;
      return registration.onChange(event);
    },
  };
}
