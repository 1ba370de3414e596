import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv';

describe('csv cells', () => {
  it('leaves plain text alone and empties null', () => {
    expect(csvCell('promo.create')).toBe('promo.create');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends each record with CRLF', () => {
    expect(csvRow(['a', null, 'b,c'])).toBe('a,,"b,c"\r\n');
  });
});
