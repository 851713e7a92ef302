import { describe, expect, it } from 'vitest';
import { matchLocale, negotiateLocale } from './locales';

describe('negotiateLocale', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de-DE'],
    ['fr-CA, fr;q=0.9', 'fr-FR'],
    ['es-MX', 'es-ES'],
    ['en-GB,en;q=0.9', 'en-GB'],
    ['en-AU', 'en-GB'],
    ['en', 'en-US'],
    ['en-CA', 'en-US'],
    ['ja-JP,ja;q=0.9,fr;q=0.5', 'fr-FR'],
    ['en;q=0.4, de;q=0.8', 'de-DE'],
    ['de;q=0, en', 'en-US'],
    ['*', null],
    ['ja, zh', null],
    ['', null],
    ['<script>', null],
  ])('%s reads as %s', (header, wanted) => {
    expect(negotiateLocale(header)).toBe(wanted);
  });

  it('reads an over-long header as none', () => {
    expect(negotiateLocale(`de,${'x'.repeat(2000)}`)).toBeNull();
  });

  it('matches a tag in any case', () => {
    expect(matchLocale('DE-de')).toBe('de-DE');
  });
});
