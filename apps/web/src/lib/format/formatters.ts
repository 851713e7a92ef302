/**
 * How dates and numbers read for a language and a time zone (SPEC §3's `language` and `time_zone`
 * settings; a guest's language is the one the page is shown in). Pure: no React, no settings request. The
 * Intl objects behind a pair are made once and kept.
 */

export type FormatSettings = {
  /** A BCP 47 tag such as 'en-GB'. */
  locale: string;
  /** An IANA time zone such as 'Asia/Tokyo'. */
  timeZone: string;
};

/** A moment: a Date, milliseconds since the epoch, or an ISO 8601 string. */
export type Moment = Date | number | string;

export type Formatters = FormatSettings & {
  /** Date and time: '26 Nov 2026, 14:05' (en-GB), 'Nov 26, 2026, 2:05 PM' (en-US). */
  dateTime(moment: Moment): string;
  /** Date only: '26 Nov 2026' (en-GB), 'Nov 26, 2026' (en-US). */
  date(moment: Moment): string;
  /** A long date: '26 November 2026' (en-GB), 'November 26, 2026' (en-US). */
  longDate(moment: Moment): string;
  /** A calendar day given as 'YYYY-MM-DD', as a long date, whatever the time zone. */
  longCalendarDate(isoDate: string): string;
  /** The calendar day of a moment in the time zone, as 'YYYY-MM-DD' (for <time dateTime>). */
  isoDate(moment: Moment): string;
  /** A whole or decimal number with the language's grouping: '12,345' (en-US), '12.345' (de-DE). */
  number(value: number): string;
  /** Exactly one decimal with the language's separator: '4.2' (en-US), '4,2' (de-DE). */
  oneDecimal(value: number): string;
  /** A percentage given in points (42 is 42%), rounded to `fractionDigits`: '42%' (en-US), '42 %' (de-DE). */
  percent(points: number, fractionDigits?: number): string;
};

let browserZone: string | undefined;

/**
 * The browser's own time zone; UTC when it cannot say. Asked once: making a DateTimeFormat is costly (a
 * tenth of a second on a slow phone's first call), and the zone does not change under a page.
 */
export function browserTimeZone(): string {
  if (browserZone === undefined) {
    try {
      browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
    } catch {
      browserZone = 'UTC';
    }
  }
  return browserZone;
}

/** A guest sees the formats of the language the page is in (en-US by default), in the browser's own time zone. */
export function guestFormatSettings(locale = 'en-US'): FormatSettings {
  return { locale: supportedLocale(locale), timeZone: browserTimeZone() };
}

function supportedLocale(locale: string): string {
  try {
    return Intl.getCanonicalLocales(locale)[0] ?? 'en-US';
  } catch {
    // A malformed tag: en-US, then.
    return 'en-US';
  }
}

function supportedZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    // An unknown zone: UTC, then.
    return 'UTC';
  }
}

function toDate(moment: Moment): Date {
  return moment instanceof Date ? moment : new Date(moment);
}

const cache = new Map<string, Formatters>();

/** Makes the value on first use only: each Intl object costs, and most pages use one or two of them. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    if (value === undefined) value = make();
    return value;
  };
}

/**
 * The formatters of a language and a time zone. The zone is asked for (and checked) only by the first
 * date shown: the numbers never need it, and finding it costs a DateTimeFormat.
 */
function create(locale: string, zone: () => string): Formatters {
  const dateTimeFormat = once(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: zone() }),
  );
  const dateFormat = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: zone() }));
  const longDateFormat = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: zone() }));
  const longCalendarFormat = once(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
  );
  // en-CA writes dates as YYYY-MM-DD.
  const isoDateFormat = once(
    () =>
      new Intl.DateTimeFormat('en-CA', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        timeZone: zone(),
      }),
  );
  const numberFormat = once(() => new Intl.NumberFormat(locale));
  const oneDecimalFormat = once(
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  );
  const percentFormats = new Map<number, Intl.NumberFormat>();
  const percentFormat = (digits: number) => {
    let format = percentFormats.get(digits);
    if (!format) {
      format = new Intl.NumberFormat(locale, {
        style: 'percent',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      percentFormats.set(digits, format);
    }
    return format;
  };

  /** An unreadable moment shows as given rather than as 'Invalid Date'. */
  const guarded = (format: () => Intl.DateTimeFormat) => (moment: Moment) => {
    const date = toDate(moment);
    return Number.isNaN(date.getTime()) ? String(moment) : format().format(date);
  };

  return {
    locale,
    get timeZone() {
      return zone();
    },
    dateTime: guarded(dateTimeFormat),
    date: guarded(dateFormat),
    longDate: guarded(longDateFormat),
    longCalendarDate(isoDate) {
      const date = new Date(`${isoDate}T00:00:00Z`);
      return Number.isNaN(date.getTime()) ? isoDate : longCalendarFormat().format(date);
    },
    isoDate(moment) {
      const date = toDate(moment);
      if (Number.isNaN(date.getTime())) return String(moment);
      const parts = Object.fromEntries(
        isoDateFormat()
          .formatToParts(date)
          .map((part) => [part.type, part.value]),
      );
      return `${parts.year}-${parts.month}-${parts.day}`;
    },
    number: (value) => numberFormat().format(value),
    oneDecimal: (value) => oneDecimalFormat().format(value),
    percent: (points, fractionDigits = 0) => percentFormat(fractionDigits).format(points / 100),
  };
}

/** The formatters for a language and a time zone (an unknown one falls back to en-US or UTC). */
export function formattersFor(settings: FormatSettings): Formatters {
  // Keyed by what was asked, so the checks (themselves Intl objects) run once per language and zone.
  const key = `${settings.locale}|${settings.timeZone}`;
  let formatters = cache.get(key);
  if (!formatters) {
    formatters = create(
      supportedLocale(settings.locale),
      once(() => supportedZone(settings.timeZone)),
    );
    cache.set(key, formatters);
  }
  return formatters;
}

/** A guest's formatters by language: the browser's zone is looked up on the first date shown, not when the app starts. */
const guests = new Map<string, Formatters>();

/** A guest's formatters: the page's language (en-US by default), the browser's zone. */
export function guestFormatters(locale = 'en-US'): Formatters {
  let formatters = guests.get(locale);
  if (!formatters) {
    formatters = create(supportedLocale(locale), browserTimeZone);
    guests.set(locale, formatters);
  }
  return formatters;
}
