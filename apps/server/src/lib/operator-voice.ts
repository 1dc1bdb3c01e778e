import type { Language } from '@artclash/contract';
import { type MessageKey, translate, type Variables } from '@artclash/i18n';

/**
 * How the operator's commands (admin, backup, rehearsal) speak: in the language of the shell (LANG
 * starting with 'ja' is Japanese, anything else English), each message a line given to `print`.
 */
export function operatorVoice(env: Record<string, string | undefined>, print: (line: string) => void) {
  const language: Language = env.LANG?.toLowerCase().startsWith('ja') ? 'ja' : 'en';
  return { language, say: (key: MessageKey, variables?: Variables) => void print(translate(language, key, variables)) };
}
