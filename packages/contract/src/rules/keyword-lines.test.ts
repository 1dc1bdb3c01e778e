import { describe, expect, it } from 'vitest';
import { MAX_KEYWORD_LENGTH, parseKeywordLines } from './keyword-lines.ts';

describe('parseKeywordLines', () => {
  it('reads tab-separated lines (a spreadsheet copy) and comma-separated ones, skipping blank lines', () => {
    const text = 'Ocean\t海\tFire\t炎\r\n\n  City , 街 , Dream , 夢  \n';
    expect(parseKeywordLines(text)).toEqual({
      rows: [
        { keyword_eng1: 'Ocean', keyword_jap1: '海', keyword_eng2: 'Fire', keyword_jap2: '炎' },
        { keyword_eng1: 'City', keyword_jap1: '街', keyword_eng2: 'Dream', keyword_jap2: '夢' },
      ],
      errors: [],
    });
  });

  it('keeps commas inside cells of a tab-separated line', () => {
    expect(parseKeywordLines('Salt, pepper\t塩、胡椒\tSun\t太陽').rows[0]?.keyword_eng1).toBe('Salt, pepper');
  });

  it('names each line it cannot read, by number and problem, and keeps the good ones', () => {
    const text = [
      'A\tあ\tB\tい',
      'only three,cells,here',
      '',
      'A,,B,い',
      `A,あ,${'x'.repeat(MAX_KEYWORD_LENGTH + 1)},い`,
      'C\tう\tD\tえ\textra',
    ].join('\n');
    const { rows, errors } = parseKeywordLines(text);
    expect(rows).toHaveLength(1);
    expect(errors).toEqual([
      { line: 2, problem: 'cells' },
      { line: 4, problem: 'empty' },
      { line: 5, problem: 'tooLong' },
      { line: 6, problem: 'cells' },
    ]);
  });

  it('drops control characters from cells (NUL included)', () => {
    expect(parseKeywordLines('Oc\u0000ean,海,Fi\u0007re,炎').rows[0]).toMatchObject({
      keyword_eng1: 'Ocean',
      keyword_eng2: 'Fire',
    });
  });
});
