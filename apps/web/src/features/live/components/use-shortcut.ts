import { useEffect } from 'react';
import { isShortcut } from './next-step';

/** Runs `action` when the key is pressed in the control room (docs/product.md#rule-393), while `enabled`. */
export function useShortcut(key: string, action: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcut(event, key)) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [key, action, enabled]);
}
