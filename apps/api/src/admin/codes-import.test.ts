// The codes file's row-by-row report names the line a record starts on, whatever the file's line
// ends, and refuses what no code holds (control characters) before the database sees it.
import { describe, expect, it } from 'vitest';
import { parseCodesCsv } from './codes-import.ts';

const reported = (text: string) => {
  const parsed = parseCodesCsv(text, 'en');
  return parsed.problems.map((p) => ({ line: parsed.lineOf(p.index), problem: p.message(parsed.lineOf) }));
};

describe('parseCodesCsv', () => {
  it('names the line a record starts on, with LF or CRLF line ends, empty lines and quoted breaks', () => {
    for (const end of ['\n', '\r\n']) {
      const file = ['code,serial', 'A-1,S1', '', '"B', '2",S2', 'C-3,', 'D-4,S\u00004'].join(end) + end;
      expect(reported(file), JSON.stringify(end)).toEqual([
        { line: 4, problem: 'the code or serial number holds an invisible control character' },
        { line: 6, problem: 'the serial number is empty' },
        { line: 7, problem: 'the code or serial number holds an invisible control character' },
      ]);
    }
  });

  it('keeps good codes as they were written', () => {
    const parsed = parseCodesCsv('code,serial\r\n"X,1", S-9 \r\nرمز-٣,٤\r\n', 'en');
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map((r) => [r.code, r.serial])).toEqual([
      ['X,1', 'S-9'],
      ['رمز-٣', '٤'],
    ]);
  });
});
