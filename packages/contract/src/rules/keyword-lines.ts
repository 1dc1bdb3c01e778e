// The roulette pool's bulk paste (docs/product.md#rule-110): one keyword row per line, as a spreadsheet copies it.

/** A row of the roulette: keyword 1 and keyword 2, each in English and Japanese (§3 Roulette). */
export interface KeywordRow {
  keyword_eng1: string;
  keyword_jap1: string;
  keyword_eng2: string;
  keyword_jap2: string;
}

/** The longest keyword the roulette call takes. */
export const MAX_KEYWORD_LENGTH = 100;

type KeywordLineProblem = 'cells' | 'empty' | 'tooLong';

export interface KeywordLineError {
  /** 1-based, as an editor numbers lines. */
  line: number;
  problem: KeywordLineProblem;
}

// Tab and line breaks split; every other C0 control character (and DEL) is dropped from a cell.
// eslint-disable-next-line no-control-regex -- the characters a spreadsheet never means to paste
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/**
 * Reads pasted lines of four cells — keyword 1 English, keyword 1 Japanese, keyword 2 English,
 * keyword 2 Japanese — split by tabs (a spreadsheet's copy) or, on a line without a tab, by commas.
 * Blank lines are skipped. Every other line either becomes a row or is named in `errors` with its
 * line number, so nothing is dropped without a word.
 */
export function parseKeywordLines(text: string): { rows: KeywordRow[]; errors: KeywordLineError[] } {
  const rows: KeywordRow[] = [];
  const errors: KeywordLineError[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === '') return;
    const cells = raw.split(raw.includes('\t') ? '\t' : ',').map((cell) => cell.replace(CONTROL, '').trim());
    if (cells.length !== 4) errors.push({ line, problem: 'cells' });
    else if (cells.some((cell) => cell === '')) errors.push({ line, problem: 'empty' });
    else if (cells.some((cell) => cell.length > MAX_KEYWORD_LENGTH)) errors.push({ line, problem: 'tooLong' });
    else {
      const [keyword_eng1, keyword_jap1, keyword_eng2, keyword_jap2] = cells as [string, string, string, string];
      rows.push({ keyword_eng1, keyword_jap1, keyword_eng2, keyword_jap2 });
    }
  });
  return { rows, errors };
}
