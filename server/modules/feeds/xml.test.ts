import { describe, expect, it } from 'vitest';
import { el, empty, escapeXml, textOf, wrap } from './xml.ts';
import { parseXml } from '../../test/xml.ts';

describe('[feeds] xml writer', () => {
  it('[feeds] escapes the five special characters in text and attributes', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
    expect(empty('Image', { url: 'http://x/?a=1&b="2"' })).toBe(
      '<Image url="http://x/?a=1&amp;b=&quot;2&quot;"/>',
    );
  });

  it('[feeds] drops what XML 1.0 forbids and keeps every other character, astral ones too', () => {
    expect(escapeXml('a\u0000b\u0007c\u000bd\u001fe\tf\ng\rh')).toBe('abcde\tf\ng\rh');
    expect(escapeXml('x\uFFFEy\uFFFFz')).toBe('xyz');
    expect(escapeXml('лоджия 🌊 «вид»')).toBe('лоджия 🌊 «вид»');
    expect(escapeXml('half \uD83C pair \uDF0A end')).toBe('half  pair  end');
  });

  it('[feeds] numbers as XML Schema reads them, never rounded, never with an exponent', () => {
    expect(textOf(43.4285)).toBe('43.4285');
    expect(textOf(54.3)).toBe('54.3');
    expect(textOf(12_500_000)).toBe('12500000');
    expect(textOf(1e-7)).toBe('0.0000001');
    expect(textOf(1e21)).toBe('1000000000000000000000');
    expect(() => textOf(Number.NaN)).toThrow();
  });

  it('[feeds] empty values write nothing; a written document parses back to the same text', () => {
    expect(el('a', null)).toBe('');
    expect(el('a', '')).toBe('');
    expect(wrap('a', [el('b', null)])).toBe('');
    const nasty = 'ЖК «Бриз & Co» <корпус "А"> \'1\' \u0002';
    const doc = parseXml(`<r>${el('t', nasty, { v: nasty })}</r>`);
    const node = doc.getElementsByTagName('t')[0]!;
    expect(node.textContent).toBe(nasty.replace('\u0002', ''));
    expect(node.getAttribute('v')).toBe(nasty.replace('\u0002', ''));
  });
});
