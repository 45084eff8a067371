import { describe, expect, it } from 'vitest';
import { fitSms, GSM7_BASIC_CHARACTERS, GSM7_EXTENSION_CHARACTERS, isGsm7, smsFriendly, smsSize } from './sms-encoding.ts';

/*
 * The GSM 7-bit default alphabet as 3GPP TS 23.038 (GSM 03.38) section 6.2.1 prints it: eight
 * columns (the high bits, 0x00 to 0x70), sixteen rows (the low bits). LF, CR and SP are the
 * control characters and space; ESC (0x1B) leads to the extension table and is no character.
 */
const ESC = null;
const STANDARD_COLUMNS: (string | null)[][] = [
  ['@', '£', '$', '¥', 'è', 'é', 'ù', 'ì', 'ò', 'Ç', '\n', 'Ø', 'ø', '\r', 'Å', 'å'],
  ['Δ', '_', 'Φ', 'Γ', 'Λ', 'Ω', 'Π', 'Ψ', 'Σ', 'Θ', 'Ξ', ESC, 'Æ', 'æ', 'ß', 'É'],
  [' ', '!', '"', '#', '¤', '%', '&', "'", '(', ')', '*', '+', ',', '-', '.', '/'],
  ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', ':', ';', '<', '=', '>', '?'],
  ['¡', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O'],
  ['P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z', 'Ä', 'Ö', 'Ñ', 'Ü', '§'],
  ['¿', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l', 'm', 'n', 'o'],
  ['p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'x', 'y', 'z', 'ä', 'ö', 'ñ', 'ü', 'à'],
];
/** Section 6.2.1.1, the extension table: each is sent as ESC then its code, two septets. */
const STANDARD_EXTENSION: [code: number, char: string][] = [
  [0x0a, '\f'],
  [0x14, '^'],
  [0x28, '{'],
  [0x29, '}'],
  [0x2f, '\\'],
  [0x3c, '['],
  [0x3d, '~'],
  [0x3e, ']'],
  [0x40, '|'],
  [0x65, '€'],
];

describe('the GSM 03.38 alphabet', () => {
  const basic = STANDARD_COLUMNS.flat().filter((char): char is string => char !== null);

  it('has the 127 characters of the default table and the 10 of the extension table, no more', () => {
    expect(basic).toHaveLength(127);
    expect([...GSM7_BASIC_CHARACTERS].sort()).toEqual([...basic].sort());
    expect([...GSM7_EXTENSION_CHARACTERS].sort()).toEqual(STANDARD_EXTENSION.map(([, char]) => char).sort());
  });

  it('counts a default character as one septet and an extension character as two', () => {
    expect(smsSize(basic.join(''))).toEqual({ encoding: 'GSM-7', units: 127, segments: 1 });
    const extension = STANDARD_EXTENSION.map(([, char]) => char).join('');
    expect(smsSize(extension)).toEqual({ encoding: 'GSM-7', units: 20, segments: 1 });
    // 80 braces are 160 septets: one message; one more character makes two parts.
    expect(smsSize('{'.repeat(80))).toMatchObject({ units: 160, segments: 1 });
    expect(smsSize(`${'{'.repeat(80)}a`)).toMatchObject({ units: 161, segments: 2 });
  });

  it.each([
    ['ç (only Ç is in the table)', 'ç'],
    ['ê', 'ê'],
    ['a Chinese character', '中'],
    ['an emoji', '\u{1F6A8}'],
    ['an em dash not yet replaced', '\u2014'],
  ])('sends text with %s as UCS-2', (_name, char) => {
    expect(isGsm7(`Clinic ${char}`)).toBe(false);
    expect(smsSize(`Clinic ${char}`).encoding).toBe('UCS-2');
  });
});

describe('segments', () => {
  it.each([
    ['GSM-7, 160 septets', 'a'.repeat(160), 'GSM-7', 1],
    ['GSM-7, 161 septets', 'a'.repeat(161), 'GSM-7', 2],
    ['GSM-7, 306 septets', 'a'.repeat(306), 'GSM-7', 2],
    ['GSM-7, 307 septets', 'a'.repeat(307), 'GSM-7', 3],
    ['UCS-2, 70 units', '中'.repeat(70), 'UCS-2', 1],
    ['UCS-2, 71 units', '中'.repeat(71), 'UCS-2', 2],
    ['UCS-2, 134 units', '中'.repeat(134), 'UCS-2', 2],
    ['UCS-2, 135 units', '中'.repeat(135), 'UCS-2', 3],
  ] as const)('%s', (_name, text, encoding, segments) => {
    expect(smsSize(text)).toMatchObject({ encoding, segments });
  });

  it('never splits an escape and its character between two parts', () => {
    // 152 septets, then a two-septet euro: it cannot take the 153rd septet of part one.
    const text = `${'a'.repeat(152)}€${'a'.repeat(10)}`;
    expect(smsSize(text)).toMatchObject({ units: 164, segments: 2 });
    expect(smsSize(`${'a'.repeat(152)}${'€'.repeat(77)}`)).toMatchObject({ units: 306, segments: 3 });
  });

  it('counts a character outside the Basic Multilingual Plane as two UCS-2 units, never split between parts', () => {
    expect(smsSize('\u{1F6A8}'.repeat(35))).toMatchObject({ encoding: 'UCS-2', units: 70, segments: 1 });
    // 66 units then a surrogate pair: the pair moves whole to part two.
    expect(smsSize(`${'中'.repeat(66)}${'\u{1F6A8}'.repeat(34)}`)).toMatchObject({ units: 134, segments: 3 });
  });
});

describe('typographic characters', () => {
  it('become their GSM-7 look-alikes', () => {
    const typed = '\u201CClaims\u201D \u2014 Sun Life\u2019s portal \u2013 back at 5\u00a0p.m.\u2026 \u2022 \u2018ok\u2019';
    expect(smsFriendly(typed)).toBe("\"Claims\" - Sun Life's portal - back at 5 p.m.... - 'ok'");
    expect(isGsm7(smsFriendly(typed))).toBe(true);
  });

  it('compose decomposed accents first (e + combining acute is é, which GSM-7 has)', () => {
    expect(smsFriendly('Que\u0301bec')).toBe('Québec');
    expect(isGsm7(smsFriendly('Que\u0301bec'))).toBe(true);
  });

  it('turn a 137-character body with an em dash from 3 UCS-2 segments into 1 GSM-7 segment', () => {
    const body =
      'Summit Dental IT: Sun Life is down \u2014 claims cannot be sent; keep a list and resend them once it is back again. https://status.example.ca/';
    expect(Array.from(body)).toHaveLength(137);
    expect(smsSize(body)).toMatchObject({ encoding: 'UCS-2', units: 137, segments: 3 });
    const sent = fitSms(body, '');
    expect(sent).toBe(body.replace('\u2014', '-'));
    expect(smsSize(sent)).toEqual({ encoding: 'GSM-7', units: 137, segments: 1 });
  });
});

describe('fitting a message in two segments', () => {
  const board = ' https://status.example.ca/';

  it('leaves a message that fits as it is', () => {
    expect(fitSms('Summit Dental IT: Weave is down.', board)).toBe('Summit Dental IT: Weave is down. https://status.example.ca/');
  });

  it('cuts a long GSM-7 title to 306 septets or fewer with an ellipsis, keeping the address whole', () => {
    const title = `Summit Dental IT: Incident update: ${'Claims portal slow for every carrier '.repeat(20)}.`;
    const sent = fitSms(title, board);
    expect(smsSize(sent)).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(smsSize(sent).units).toBeGreaterThan(290);
    expect(sent.endsWith(`...${board}`)).toBe(true);
    expect(sent.startsWith('Summit Dental IT: Incident update: Claims portal slow')).toBe(true);
  });

  it('counts extension characters as two septets when cutting', () => {
    const sent = fitSms(`Update: ${'[{~}]'.repeat(100)}`, board);
    const size = smsSize(sent);
    expect(size).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(size.units).toBeLessThanOrEqual(306);
  });

  it('cuts text that must stay UCS-2 (Chinese) to two UCS-2 segments, 134 units or fewer', () => {
    const sent = fitSms(`牙科诊所状态：${'保险理赔系统暂时无法使用，请稍后重新提交。'.repeat(10)}`, board);
    const size = smsSize(sent);
    expect(size).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(size.units).toBeLessThanOrEqual(134);
    expect(sent.endsWith(`\u2026${board}`)).toBe(true);
  });

  it('keeps an emoji title in UCS-2 without splitting the emoji', () => {
    const sent = fitSms(`\u{1F6A8} Phones down ${'\u{1F4DE}'.repeat(80)}`, board);
    expect(smsSize(sent)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(sent).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(sent.startsWith('\u{1F6A8} Phones down')).toBe(true);
  });

  it('drops the one character that needed UCS-2 when it lies beyond the cut, and keeps more text in GSM-7', () => {
    const sent = fitSms(`Incident update: ${'Manulife claims are delayed. '.repeat(12)}\u{1F6A8}`, board);
    expect(smsSize(sent)).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(Array.from(sent).length).toBeGreaterThan(200);
  });

  it('whatever the text, never more than two segments', () => {
    const samples = ['a', '€', '中', '\u{1F6A8}', 'é', 'ê', '{', '\u2014'];
    for (let length = 1; length < 400; length += 37) {
      for (const sample of samples) {
        const text = sample.repeat(length);
        expect(smsSize(fitSms(`Summit Dental IT: ${text}`, board)).segments, `${sample} x ${length}`).toBeLessThanOrEqual(2);
      }
    }
  });
});
