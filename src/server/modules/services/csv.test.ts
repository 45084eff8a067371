import { describe, expect, it } from 'vitest';
import { CsvUnclosedQuoteError, parseCsv, separatorOf } from './csv.ts';

const values = (text: string) => parseCsv(text).map((record) => record.values);

describe('parseCsv', () => {
  it('reads rows of comma-separated values, CRLF, LF or CR', () => {
    expect(values('name,type\r\nTELUS,internet\r\n')).toEqual([
      ['name', 'type'],
      ['TELUS', 'internet'],
    ]);
    expect(values('a,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(values('a,b\rc,d\r')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('keeps separators, line breaks and doubled quotes inside quoted values', () => {
    expect(values('name,guidance\r\n"Sun Life, Group","Call ""support"",\r\nthen wait"\r\n')).toEqual([
      ['name', 'guidance'],
      ['Sun Life, Group', 'Call "support",\r\nthen wait'],
    ]);
  });

  it('keeps empty values, first, last and quoted', () => {
    expect(values(',a,,""\n')).toEqual([['', 'a', '', '']]);
  });

  it('drops a byte order mark and skips blank lines', () => {
    expect(values('\uFEFFname,type\n\nTELUS,internet\n\n')).toEqual([
      ['name', 'type'],
      ['TELUS', 'internet'],
    ]);
  });

  it('says on which line each record starts, and its row as a spreadsheet counts it', () => {
    const records = parseCsv('h\n"a\nb"\n\nc\n');
    expect(records.map((record) => record.line)).toEqual([1, 2, 5]);
    expect(records.map((record) => record.row)).toEqual([1, 2, 4]);
  });

  it('takes semicolons when the header row has them and no commas (French-Canadian spreadsheets)', () => {
    expect(separatorOf('nom;type\n')).toBe(';');
    expect(separatorOf('"a;b",c\n')).toBe(',');
    expect(values('name;location\nDesjardins;"Lévis; Québec"\n')).toEqual([
      ['name', 'location'],
      ['Desjardins', 'Lévis; Québec'],
    ]);
  });

  it('keeps a quote inside an unquoted value, and text after a closing quote, as spreadsheets do', () => {
    expect(values('5" screen,"a"b\n')).toEqual([['5" screen', 'ab']]);
  });

  it('refuses a quoted value that never closes, naming the line it opens on', () => {
    expect(() => parseCsv('name,type\nTELUS,internet\n"Bell,internet\nRogers,internet\n')).toThrow(CsvUnclosedQuoteError);
    try {
      parseCsv('name,type\nTELUS,internet\n"Bell,internet\n');
    } catch (error) {
      expect((error as CsvUnclosedQuoteError).line).toBe(3);
    }
  });

  // The examples of RFC 4180, section 2 (rules 1 to 7), as the RFC writes them.
  it('reads the examples RFC 4180 gives for its rules', () => {
    expect(values('aaa,bbb,ccc\r\nzzz,yyy,xxx\r\n')).toEqual([
      ['aaa', 'bbb', 'ccc'],
      ['zzz', 'yyy', 'xxx'],
    ]);
    expect(values('aaa,bbb,ccc\r\nzzz,yyy,xxx')).toEqual([
      ['aaa', 'bbb', 'ccc'],
      ['zzz', 'yyy', 'xxx'],
    ]);
    expect(values('"aaa","bbb","ccc"\r\nzzz,yyy,xxx\r\n')).toEqual([
      ['aaa', 'bbb', 'ccc'],
      ['zzz', 'yyy', 'xxx'],
    ]);
    expect(values('"aaa","b\r\nbb","ccc"\r\nzzz,yyy,xxx\r\n')).toEqual([
      ['aaa', 'b\r\nbb', 'ccc'],
      ['zzz', 'yyy', 'xxx'],
    ]);
    expect(values('"aaa","b""bb","ccc"\r\n')).toEqual([['aaa', 'b"bb', 'ccc']]);
  });

  it('reads an empty file as no records', () => {
    expect(values('')).toEqual([]);
    expect(values('\uFEFF\r\n')).toEqual([]);
  });
});
