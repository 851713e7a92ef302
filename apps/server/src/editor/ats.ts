/** What an ATS would read back from our own PDF, compared with the resume it was made from. */
import type { AtsTextResponse } from '@resumeloop/contracts/editor';
import type { StructuredResume } from '@resumeloop/contracts/resume';

const text = (value: string) => value.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();
const digits = (value: string) => value.replace(/\D/g, '');

/** Visible sections that print something, in order. */
function printed(resume: StructuredResume) {
  return [...resume.sections]
    .sort((a, b) => a.order - b.order)
    .filter(
      (section) =>
        section.visible &&
        (section.content_lines.some((line) => line.trim()) ||
          section.bullets.some((bullet) => bullet.text.trim()) ||
          section.entries.length > 0),
    );
}

function sameList(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * Round trip of the stored resume through the PDF: the contact's name, email and phone, the visible
 * sections' types in order, and the experience entries' company and title.
 */
export function compareRoundTrip(
  stored: StructuredResume,
  readBack: StructuredResume,
): AtsTextResponse['round_trip'] {
  const contact =
    text(stored.contact.name) === text(readBack.contact.name) &&
    text(stored.contact.email) === text(readBack.contact.email) &&
    digits(stored.contact.phone) === digits(readBack.contact.phone);
  const sections = sameList(
    printed(stored).map((section) => section.type),
    printed(readBack).map((section) => section.type),
  );
  const entriesOf = (resume: StructuredResume) =>
    printed(resume)
      .filter((section) => section.type === 'experience')
      .flatMap((section) => section.entries)
      .map((entry) => `${text(entry.company)} | ${text(entry.title)}`);
  return { contact, sections, entries: sameList(entriesOf(stored), entriesOf(readBack)) };
}
