import { describe, expect, it } from 'vitest';
import { formattersFor, guestFormatSettings } from './formatters';

// 05:05 UTC on 26 November 2026 is 14:05 the same day in Tokyo; 20:30 UTC is 05:30 the next day there.
const MORNING_UTC = '2026-11-26T05:05:00.000Z';
const EVENING_UTC = '2026-11-26T20:30:00.000Z';

describe('formattersFor', () => {
  it('writes dates and times in the language chosen', () => {
    // Newer ICU data puts a narrow no-break space before 'PM'.
    const at = (locale: string) =>
      formattersFor({ locale, timeZone: 'Asia/Tokyo' })
        .dateTime(MORNING_UTC)
        .replace(/\u202f/g, ' ');
    expect(at('en-GB')).toBe('26 Nov 2026, 14:05');
    expect(at('de-DE')).toBe('26.11.2026, 14:05');
    expect(at('en-US')).toBe('Nov 26, 2026, 2:05 PM');
  });

  it('writes dates in the time zone chosen, moving to the next day across midnight', () => {
    const utc = formattersFor({ locale: 'en-GB', timeZone: 'UTC' });
    const tokyo = formattersFor({ locale: 'en-GB', timeZone: 'Asia/Tokyo' });
    expect(utc.dateTime(EVENING_UTC)).toBe('26 Nov 2026, 20:30');
    expect(tokyo.dateTime(EVENING_UTC)).toBe('27 Nov 2026, 05:30');
    expect(utc.date(EVENING_UTC)).toBe('26 Nov 2026');
    expect(tokyo.date(EVENING_UTC)).toBe('27 Nov 2026');
    expect(utc.longDate(EVENING_UTC)).toBe('26 November 2026');
    expect(tokyo.longDate(EVENING_UTC)).toBe('27 November 2026');
    expect(utc.isoDate(EVENING_UTC)).toBe('2026-11-26');
    expect(tokyo.isoDate(EVENING_UTC)).toBe('2026-11-27');
  });

  it('writes long dates in each language', () => {
    const long = (locale: string) => formattersFor({ locale, timeZone: 'UTC' }).longDate(MORNING_UTC);
    expect(long('en-US')).toBe('November 26, 2026');
    expect(long('en-GB')).toBe('26 November 2026');
    expect(long('de-DE')).toBe('26. November 2026');
  });

  it('writes a calendar day as that day whatever the time zone', () => {
    for (const timeZone of ['America/Los_Angeles', 'UTC', 'Asia/Tokyo']) {
      expect(formattersFor({ locale: 'en-US', timeZone }).longCalendarDate('2025-01-01')).toBe(
        'January 1, 2025',
      );
    }
    expect(formattersFor({ locale: 'fr-FR', timeZone: 'UTC' }).longCalendarDate('2025-01-01')).toBe(
      '1 janvier 2025',
    );
  });

  it("writes numbers with the language's grouping and decimal separator", () => {
    const us = formattersFor({ locale: 'en-US', timeZone: 'UTC' });
    const de = formattersFor({ locale: 'de-DE', timeZone: 'UTC' });
    expect(us.number(12345)).toBe('12,345');
    expect(de.number(12345)).toBe('12.345');
    expect(us.oneDecimal(4.26)).toBe('4.3');
    expect(de.oneDecimal(4.26)).toBe('4,3');
    expect(us.oneDecimal(2)).toBe('2.0');
    expect(us.percent(42)).toBe('42%');
    expect(us.percent(4.25, 1)).toBe('4.3%');
    expect(de.percent(42)).toBe('42\u00a0%');
  });

  it('keeps one set of formatters per language and time zone', () => {
    const settings = { locale: 'en-GB', timeZone: 'Europe/London' };
    expect(formattersFor(settings)).toBe(formattersFor({ ...settings }));
    expect(formattersFor(settings)).not.toBe(formattersFor({ ...settings, timeZone: 'UTC' }));
  });

  it('shows an unreadable moment as given, and falls back to en-US or UTC for unknown settings', () => {
    expect(formattersFor({ locale: 'en-US', timeZone: 'UTC' }).dateTime('not a date')).toBe('not a date');
    const fallback = formattersFor({ locale: 'en-US', timeZone: 'Mars/Olympus_Mons' });
    expect(fallback.timeZone).toBe('UTC');
    expect(formattersFor({ locale: '%%', timeZone: 'UTC' }).locale).toBe('en-US');
  });

  it("gives guests en-US in the browser's own time zone", () => {
    expect(guestFormatSettings()).toEqual({
      locale: 'en-US',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('makes no date format, nor looks up or checks a zone, until a date is shown', () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    Intl.DateTimeFormat = new Proxy(Real, {
      construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      const format = formattersFor({ locale: 'en-GB', timeZone: 'Europe/Lisbon' });
      expect(format.number(12345)).toBe('12,345');
      expect(format.percent(42)).toBe('42%');
      expect(made).toBe(0);
      expect(format.date(MORNING_UTC)).toBe('26 Nov 2026');
      expect(made).toBeGreaterThan(0);
    } finally {
      Intl.DateTimeFormat = Real;
    }
  });
});
