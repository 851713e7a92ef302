import { describe, expect, it } from 'vitest';
import { templateOptionsSchema } from './editor';
import { ACCENT_COLOURS, DEFAULT_TEMPLATE_OPTIONS, SECTION_ORDERS, templateLookOf } from './editor-constants';

/** WCAG 2's relative luminance of an sRGB colour written #rrggbb. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrastOnWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('accent colours', () => {
  it.each(Object.entries(ACCENT_COLOURS))('%s (%s) passes 4.5:1 on white', (_name, hex) => {
    expect(hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastOnWhite(hex)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures contrast as WCAG does (a colour just under the line fails)', () => {
    expect(contrastOnWhite('#000000')).toBeCloseTo(21, 5);
    expect(contrastOnWhite('#777777')).toBeLessThan(4.5);
  });
});

describe('templateLookOf', () => {
  it('is null for no options and resolves each choice', () => {
    expect(templateLookOf(null)).toBeNull();
    expect(templateLookOf(DEFAULT_TEMPLATE_OPTIONS)).toEqual({
      accent: null,
      fonts: null,
      spacing: 'standard',
      sectionOrder: [],
    });
    expect(
      templateLookOf({
        accent: 'navy',
        fonts: 'serif_and_sans',
        spacing: 'compact',
        section_order: 'skills_first',
      }),
    ).toEqual({
      accent: ACCENT_COLOURS.navy,
      fonts: { heading: 'serif', body: 'narrowSans' },
      spacing: 'compact',
      sectionOrder: SECTION_ORDERS.skills_first,
    });
  });

  it('the schema takes every choice and refuses anything else', () => {
    const valid = { accent: 'teal', fonts: 'inter', spacing: 'relaxed', section_order: 'education_first' };
    expect(templateOptionsSchema.safeParse(valid).success).toBe(true);
    expect(templateOptionsSchema.safeParse({ ...valid, accent: '#ff0000' }).success).toBe(false);
    expect(templateOptionsSchema.safeParse({ ...valid, columns: 2 }).success).toBe(false);
    expect(templateOptionsSchema.safeParse({ ...valid, spacing: undefined }).success).toBe(false);
  });
});
