import { useRef, useState } from 'react';

/**
 * A form's submit, once at a time (docs/product.md#rule-116): while one is running, further submits
 * (a double click, Enter pressed twice) are ignored, so one press sends one request; `pending`
 * makes the form inert meanwhile.
 */
export function useSingleSubmit<T>(onValid: (values: T) => unknown): {
  submit: (values: T) => Promise<void>;
  pending: boolean;
} {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const submit = async (values: T) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await onValid(values);
    } finally {
      running.current = false;
      setPending(false);
    }
  };
  return { submit, pending };
}
