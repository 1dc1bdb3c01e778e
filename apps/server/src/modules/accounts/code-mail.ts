import type { Language } from '@artclash/contract';
import { translate } from '@artclash/i18n';
import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { RESET_RULES } from './reset-rules.ts';

/**
 * The reader's language first, then the other: one mail that every reader can use, even when the one who asked for
 * it is not the one who reads it (docs/product.md#rule-348).
 */
const languagesFor = (language: Language): Language[] => (language === 'en' ? ['en', 'ja'] : ['ja', 'en']);

/** What the code is for: a password reset (docs/product.md#rule-20) or proving an address (docs/decisions.md#260). */
export type CodePurpose = 'reset' | 'proof';

function paragraphs(
  language: Language,
  purpose: CodePurpose,
): {
  greeting: string;
  intro: string;
  validity: string;
  ignore: string;
  signature: string;
} {
  const variables = { minutes: RESET_RULES.codeTtlMs / 60_000, tries: RESET_RULES.maxWrongTries };
  return {
    greeting: translate(language, 'email.resetGreeting'),
    intro: translate(language, purpose === 'reset' ? 'email.resetIntro' : 'email.proofIntro'),
    validity: translate(language, 'email.resetValidity', variables),
    ignore: translate(language, purpose === 'reset' ? 'email.resetIgnore' : 'email.proofIgnore'),
    signature: translate(language, 'email.signature'),
  };
}

/**
 * The bilingual code mail of docs/product.md#rule-20 (and docs/decisions.md#260): plain text and simple HTML, the code
 * large, in
 * `language` first (the language of the screen that asked for it).
 */
export function codeMail({
  to,
  code,
  purpose,
  language,
}: {
  to: string;
  code: string;
  purpose: CodePurpose;
  language: Language;
}): MailMessage {
  const languages = languagesFor(language);
  const subjectKey = purpose === 'reset' ? 'email.resetSubject' : 'email.proofSubject';
  const subject = languages.map((each) => translate(each, subjectKey)).join(' / ');
  const text = languages
    .map((each) => {
      const p = paragraphs(each, purpose);
      return [p.greeting, '', p.intro, '', `    ${code}`, '', p.validity, p.ignore, '', p.signature].join('\n');
    })
    .join('\n\n----------------------------------------\n\n');
  const html = languages
    .map((each) => {
      const p = paragraphs(each, purpose);
      return [
        `<section lang="${each}">`,
        `<p>${escapeHtml(p.greeting)}</p>`,
        `<p>${escapeHtml(p.intro)}</p>`,
        `<p style="font-size:36px;font-weight:bold;letter-spacing:8px;font-family:monospace;margin:24px 0">${escapeHtml(code)}</p>`,
        `<p>${escapeHtml(p.validity)}<br>${escapeHtml(p.ignore)}</p>`,
        `<p>${escapeHtml(p.signature)}</p>`,
        '</section>',
      ].join('\n');
    })
    .join('\n<hr>\n');
  return {
    to,
    subject,
    text,
    html: `<!doctype html>\n<html lang="${language}"><body style="font-family:sans-serif">\n${html}\n</body></html>`,
  };
}
