import { describe, expect, it } from 'vitest';
import { csvCell, formulaSafe } from './csv.ts';

// Every export (audit CSV, access review CSV, completeness CSV and XLSX) writes its text cells through formulaSafe.
describe('formulaSafe', () => {
  it.each([
    ['＝HYPERLINK("http://evil.test")', 'full-width equals, U+FF1D'],
    ['＋1+2', 'full-width plus, U+FF0B'],
    ['－1+2', 'full-width hyphen-minus, U+FF0D'],
    ['＠SUM(A1)', 'full-width commercial at, U+FF20'],
    ['﹦1+2', 'small equals, U+FE66'],
    ['﹢1', 'small plus, U+FE62'],
    ['﹣1', 'small hyphen-minus, U+FE63'],
    ['﹫SUM(A1)', 'small commercial at, U+FE6B'],
  ])('neutralises %s (%s) like its ASCII twin', (text) => {
    expect(formulaSafe(text)).toBe(`'${text}`);
  });

  it.each([
    ['\t=1+1', 'a tab'],
    ['\r=1+1', 'a carriage return'],
    ['\n=1+1', 'a line feed'],
    ['  =1+1', 'spaces before an equals sign'],
    ['\u00a0＝1+1', 'a no-break space before a full-width equals sign'],
  ])('neutralises %j (%s): a leading blank does not hide a formula', (text) => {
    expect(formulaSafe(text)).toBe(`'${text}`);
  });

  it('leaves ordinary text as it is, whatever it holds further on', () => {
    for (const text of ['Acme ＝ LLC', 'a=b+c-d@e', '  Acme', 'ＡＢＣ', '１２３', '']) {
      expect(formulaSafe(text)).toBe(text);
    }
  });

  it('is applied before CSV quoting', () => {
    expect(csvCell('＝1,2')).toBe(`"'＝1,2"`);
  });
});
