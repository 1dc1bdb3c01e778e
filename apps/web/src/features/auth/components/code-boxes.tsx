import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './code-boxes.module.css';

interface CodeBoxesProps {
  /** The digits typed so far, box by box ('' for an empty box). */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** The id of the element that names the group ('Code'). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * One box per digit of the reset code (docs/product.md#rule-153): digits only, the numeric keypad,
 * the phone's one-time-code autofill, and a pasted or autofilled whole code fills every box.
 */
export function CodeBoxes({ digits, onChange, labelledBy, describedBy, invalid, disabled }: CodeBoxesProps) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const count = digits.length;
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(count - 1, index))]?.focus();

  /** Writes `text`'s digits from box `start` on; a whole code fills every box wherever it lands. */
  const fill = (start: number, text: string) => {
    const incoming = onlyDigits(text);
    if (!incoming) return;
    const from = incoming.length >= count ? 0 : start;
    const next = [...digits];
    for (const [offset, digit] of [...incoming.slice(0, count - from)].entries()) next[from + offset] = digit;
    onChange(next);
    focus(from + incoming.length);
  };

  const onInput = (index: number, value: string) => {
    const typed = onlyDigits(value);
    // A letter or sign changes nothing: only digits, and only an emptied box clears.
    if (!typed && value !== '') return;
    if (!typed) {
      const next = [...digits];
      next[index] = '';
      onChange(next);
      return;
    }
    // A box that already held a digit receives two: the new one is the one typed.
    fill(index, typed.length === 2 && digits[index] ? typed.replace(digits[index]!, '') || typed[1]! : typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    // A typed digit always lands and moves on, even onto the same digit (no change event then).
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      const next = [...digits];
      next[index] = event.key;
      onChange(next);
      focus(index + 1);
    } else if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  return (
    <div role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} className={styles.boxes}>
      {digits.map((digit, index) => (
        <input
          // The boxes never reorder: their position is their identity.
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className={styles.box}
          value={digit}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('auth.screens.codeDigit', { position: index + 1, count })}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
