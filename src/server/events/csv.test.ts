import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, csvRows } from './csv.js';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(4)).toBe('4');
  });

  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=SUM(A1:A9)')).toBe("'=SUM(A1:A9)");
    expect(csvCell('+39 333')).toBe("'+39 333");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('-A1')).toBe("'-A1");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
  });

  it('leaves plain signed numbers as they are', () => {
    expect(csvCell('+1')).toBe('+1');
    expect(csvCell('-2.5')).toBe('-2.5');
  });

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });

  it('writes a page of rows as the same rows one by one', () => {
    const rows = [
      ['=1', ' x', 'y\r\nz'],
      ['+1', 'a"b', 2],
    ];
    expect(csvRows(rows)).toBe(rows.map(csvRow).join(''));
    expect(csvRows(rows)).toBe(`'=1," x","y\r\nz"\r\n+1,"a""b",2\r\n`);
  });
});
