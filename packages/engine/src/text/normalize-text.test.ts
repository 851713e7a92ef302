import { describe, expect, it } from 'vitest';
import { normalizeNewlines, sentences } from './normalize-text';

describe('sentences', () => {
  it("goes on past a section's or a number's abbreviation", () => {
    expect(
      sentences('Reviewed the credit under Sec. 901, including receipts. Filed No. 12 returns.'),
    ).toEqual(['Reviewed the credit under Sec. 901, including receipts.', 'Filed No. 12 returns.']);
  });

  it('splits at a full stop, question or exclamation mark before a capital or digit', () => {
    expect(sentences('Led the team. Cut costs by 12%! Why? 3 reasons.')).toEqual([
      'Led the team.',
      'Cut costs by 12%!',
      'Why?',
      '3 reasons.',
    ]);
  });

  it('does not split after an abbreviation', () => {
    expect(
      sentences('Reviewed the U.S. Residency Certificate with Dr. Patel, e.g. Form 6166. Filed 40 returns.'),
    ).toEqual([
      'Reviewed the U.S. Residency Certificate with Dr. Patel, e.g. Form 6166.',
      'Filed 40 returns.',
    ]);
  });
});

describe('normalizeNewlines', () => {
  it('decodes UTF-8 that was read as Latin-1 or Windows-1252', () => {
    expect(normalizeNewlines('\u00e2\u0080\u00a2 Led audits')).toBe('• Led audits');
    expect(normalizeNewlines('2019 â€“ 2021, rÃ©sumÃ©, Â· Excel')).toBe('2019 – 2021, résumé, · Excel');
    expect(normalizeNewlines('ï‚§ Moot court')).toBe('\uf0a7 Moot court');
  });

  it('leaves accented words as they are', () => {
    expect(normalizeNewlines('Café’s menu, voilà… SÃO PAULO, Ürün’ü')).toBe(
      'Café’s menu, voilà… SÃO PAULO, Ürün’ü',
    );
  });
});
