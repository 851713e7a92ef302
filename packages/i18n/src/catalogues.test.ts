import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { AREAS } from './catalogue';
import { DEFAULT_LOCALE, LOCALES } from './locales';

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogues');

function read(locale: string, area: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(DIR, locale, `${area}.json`), 'utf8'));
}

/** A message's arguments, each with its kind: what every language's message must take alike. */
function argumentsOf(
  elements: MessageFormatElement[],
  into = new Map<string, string>(),
): Map<string, string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      into.set(`<${element.value}>`, 'tag');
      argumentsOf(element.children, into);
      continue;
    }
    into.set(element.value, TYPE[element.type]);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

describe('the catalogues', () => {
  it('has a file for every area in every language, and nothing else', () => {
    for (const locale of LOCALES) {
      const files = readdirSync(path.join(DIR, locale)).filter((file) => file.endsWith('.json'));
      expect(files.sort()).toEqual(AREAS.map((area) => `${area}.json`).sort());
    }
  });

  for (const area of AREAS) {
    describe(area, () => {
      const reference = read(DEFAULT_LOCALE, area);

      it(`names every id for its area (${area}.*)`, () => {
        for (const id of Object.keys(reference)) expect(id.startsWith(`${area}.`), id).toBe(true);
      });

      for (const locale of LOCALES) {
        it(`${locale} has exactly en-US's ids, each a valid ICU message with the same arguments`, () => {
          const messages = read(locale, area);
          expect(Object.keys(messages).sort()).toEqual(Object.keys(reference).sort());
          for (const [id, message] of Object.entries(messages)) {
            expect(typeof message, id).toBe('string');
            expect(message.trim().length, id).toBeGreaterThan(0);
            let elements: MessageFormatElement[] = [];
            expect(() => {
              elements = parse(message);
            }, `${locale} ${id}`).not.toThrow();
            const wanted = argumentsOf(parse(reference[id] ?? ''));
            expect(Object.fromEntries(argumentsOf(elements)), `${locale} ${id}`).toEqual(
              Object.fromEntries(wanted),
            );
          }
        });
      }
    });
  }
});
