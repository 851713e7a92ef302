/** Place names good enough to recognise 'Seattle, WA', 'Austin, Texas', 'Pune, India', 'City , State'. */
import { alternation, fromReadingTable } from '../lang/reading-table';
import type { LanguageTable } from '../lang/table';
import { escapeRegExp } from './normalize-text';

const US_STATE_CODES =
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR'.split(
    ' ',
  );
const REGION_NAMES = [
  'Alabama',
  'Alaska',
  'Arizona',
  'Arkansas',
  'California',
  'Colorado',
  'Connecticut',
  'Delaware',
  'Florida',
  'Georgia',
  'Hawaii',
  'Idaho',
  'Illinois',
  'Indiana',
  'Iowa',
  'Kansas',
  'Kentucky',
  'Louisiana',
  'Maine',
  'Maryland',
  'Massachusetts',
  'Michigan',
  'Minnesota',
  'Mississippi',
  'Missouri',
  'Montana',
  'Nebraska',
  'Nevada',
  'New Hampshire',
  'New Jersey',
  'New Mexico',
  'New York',
  'North Carolina',
  'North Dakota',
  'Ohio',
  'Oklahoma',
  'Oregon',
  'Pennsylvania',
  'Rhode Island',
  'South Carolina',
  'South Dakota',
  'Tennessee',
  'Texas',
  'Utah',
  'Vermont',
  'Virginia',
  'Washington',
  'West Virginia',
  'Wisconsin',
  'Wyoming',
  'Ontario',
  'Quebec',
  'British Columbia',
  'Alberta',
  'Maharashtra',
  'Karnataka',
  'Telangana',
  'Tamil Nadu',
  'Andhra Pradesh',
  'Kerala',
  'Gujarat',
  'Delhi',
  'Uttar Pradesh',
  'West Bengal',
  'Haryana',
  'Punjab',
  'England',
  'Scotland',
  'Wales',
  'State',
  'ON',
  'BC',
  'QC',
  'AB',
  'NSW',
  'VIC',
  'QLD',
];

const REGION_WORDS = new Set(REGION_NAMES.map((name) => name.toLowerCase()));

/** Whether a lower-case word is a region's one-word name ('colorado', 'ontario'): a licence's issuer, not its name. */
export function isRegionWord(word: string): boolean {
  return REGION_WORDS.has(word);
}
const COUNTRIES = [
  'USA',
  'US',
  'U.S.',
  'U.S.A.',
  'United States',
  'Canada',
  'UK',
  'U.K.',
  'United Kingdom',
  'India',
  'Ireland',
  'Australia',
  'New Zealand',
  'Germany',
  'France',
  'Spain',
  'Italy',
  'Netherlands',
  'Sweden',
  'Norway',
  'Denmark',
  'Finland',
  'Poland',
  'Portugal',
  'Switzerland',
  'Austria',
  'Belgium',
  'Singapore',
  'Japan',
  'China',
  'Hong Kong',
  'South Africa',
  'Nigeria',
  'Kenya',
  'Brazil',
  'Mexico',
  'Argentina',
  'UAE',
  'United Arab Emirates',
  'Philippines',
  'Pakistan',
  'Bangladesh',
  'Sri Lanka',
  'Israel',
  'Egypt',
];

const REGION_ALTERNATION = [...US_STATE_CODES, ...REGION_NAMES, ...COUNTRIES]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');

/** A capitalised word of a city name; employer words never are ('Company Name City , State'). */
const CITY_WORD =
  "(?!(?:Company|Name|Inc|LLC|Ltd|Corp|Corporation|University|College|Hospital|Group|Bank|Services|Solutions)\\b)[A-Z][\\p{L}.'’-]+";

/**
 * A city (one to three capitalised words) then a comma and a state, province or country, optionally a
 * postcode; or 'Remote'. A state that begins a name ('Colorado State University') is no place. The livecareer placeholder 'City , State' matches too.
 */
export const LOCATION_PATTERN = new RegExp(
  `(?<![\\p{L}])(?:${CITY_WORD}(?:\\s${CITY_WORD}){0,2}\\s?,\\s?(?:${REGION_ALTERNATION})(?!\\s+(?:State|University|College|Institute|Tech|Community|Medical|Hospital|School|Department|Board|County|Health|Bank)\\b)(?:\\s?,\\s?(?:${COUNTRIES.map(escapeRegExp).join('|')}))?(?:\\s\\d{5}(?:-\\d{4})?|\\s[A-Z]\\d[A-Z]\\s?\\d[A-Z]\\d)?|Remote|Hybrid)(?![\\p{L}])`,
  'u',
);

const LOCATION_STICKY = new RegExp(LOCATION_PATTERN.source, 'uy');

/**
 * The place in a text. Of the candidates, the one ending furthest right wins, then the latest one that
 * starts a piece of the line:
 * 'Lenox Health Clinic, New York, NY' is at 'New York, NY', not 'Lenox Health Clinic, New York'.
 */
export function findLocation(text: string): { text: string; index: number } | null {
  const english = findEnglishLocation(text);
  const foreign = findForeignLocation(text);
  if (!foreign) return english;
  if (!english) return foreign;
  return english.index + english.text.length > foreign.index + foreign.text.length ? english : foreign;
}

function findEnglishLocation(text: string): { text: string; index: number } | null {
  const candidates: Array<{ text: string; index: number; end: number }> = [];
  for (const start of text.matchAll(/(?<![\p{L}])[A-Z]/gu)) {
    LOCATION_STICKY.lastIndex = start.index;
    const match = LOCATION_STICKY.exec(text);
    if (match) candidates.push({ text: match[0], index: match.index, end: match.index + match[0].length });
  }
  if (candidates.length === 0) return null;
  const end = Math.max(...candidates.map((candidate) => candidate.end));
  const furthest = candidates.filter((candidate) => candidate.end === end);
  // Of those, the latest that starts a piece (after a comma, a separator or the start of the text).
  const starts = furthest.filter(
    (candidate) => candidate.index === 0 || /(?:[,|•·(]\s*|\s{2,})$/.test(text.slice(0, candidate.index)),
  );
  const chosen = starts[starts.length - 1] ?? furthest[0];
  return chosen ? { text: chosen.text, index: chosen.index } : null;
}

/** The whole text is a place. */
export function isLocation(text: string): boolean {
  const match = LOCATION_PATTERN.exec(text.trim());
  if (match !== null && match[0].length === text.trim().length) return true;
  const foreign = findForeignLocation(text.trim());
  return foreign !== null && foreign.index === 0 && foreign.text.length === text.trim().length;
}

/**
 * A place as resumes in the language being read write it: a known city ('Madrid', 'Lyon'), with a postal
 * code before it ('28013 Madrid', 'D-10115 Berlin') and a region after it ('Madrid, España', 'Lyon
 * (France)'); any town with a postal code before it or a known region after it ('Alcobendas, España').
 */
function buildForeignPlace(table: LanguageTable): RegExp {
  const word = "\\p{Lu}[\\p{L}'’.-]+";
  const town = `${word}(?:[ -](?:${word}|de|del|la|le|sur|en|am|im|an der|ob der))*`;
  const postal = '(?:[A-Z]{1,2}-)?\\d{4,5}\\s+';
  const region = `(?:\\s*,\\s*(?:${alternation(table.regions)})|\\s+\\((?:${alternation(table.regions)})\\))`;
  const city = `(?:${alternation(table.cities)})`;
  return new RegExp(
    `(?:(?:${postal})?${city}${region}?|${town}${region}|${postal}${town}${region}?)(?![\\p{L}])`,
    'uy',
  );
}

/**
 * The place of the language being read in a text, or null (and always null for English). A city counts
 * where it starts a piece of the line (after a comma, a separator or a postal code): 'Universidad de
 * Sevilla' names an employer, 'Sevilla' after its comma a place. Of the candidates, the one ending
 * furthest right wins, then the latest.
 */
function findForeignLocation(text: string): { text: string; index: number } | null {
  const pattern = fromReadingTable('places', buildForeignPlace);
  if (!pattern) return null;
  let best: { text: string; index: number } | null = null;
  for (const start of text.matchAll(/(?<![\p{L}\d-])[\p{Lu}\d]/gu)) {
    if (start.index > 0 && !/(?:^|[,|•·(:;–—-]\s*|\s{2,}|\t)$/.test(text.slice(0, start.index))) continue;
    pattern.lastIndex = start.index;
    const match = pattern.exec(text);
    if (!match) continue;
    const end = match.index + match[0].length;
    if (!best || end >= best.index + best.text.length) best = { text: match[0], index: match.index };
  }
  return best;
}
