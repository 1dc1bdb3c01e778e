import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a refused submit, brings the form's first field in error into view and gives it the focus
 * (docs/product.md#rule-319): on a long form the messages may all sit below the fold. Call the returned
 * function once the field messages are set; the form's fields mark themselves `aria-invalid="true"`.
 */
export function useRevealFirstError(): { formRef: RefObject<HTMLFormElement | null>; revealFirstError: () => void } {
  const formRef = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals === 0) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [refusals]);
  return { formRef, revealFirstError: () => setRefusals((count) => count + 1) };
}
