/**
 * Splitting a sentence of a user's answer into clauses, each telling one thing: at '; ', ', but ',
 * ', however', at 'and' or a comma before a new subject and its verb, and after a clause of being.
 */

import { NEGATION } from './answer-denial';
import { baseOfVerb, baseOfVerbInPlace, isPastForm } from './verb-forms';

/** Where a sentence holds two clauses: '; ', ', but ', ' but ', ', however', ', and' before a new subject. */
export function splitClauses(sentence: string): string[] {
  const parts = sentence
    .split(
      /;\s+|:\s+(?=[^.:;]{0,40}?\b(?:i|we)(?:['’]m|['’]ve)?\s)|(?<![\d]|\b(?:in|on|during|for|since)\s+(?:19|20)\d{2}):\s+(?=(?:about\s+)?[#$€£]?\d[\d,.]*[kmb%]?\s+[a-z])|,?\s+but\s+|,\s+however,?\s+|,\s+although\s+|,\s+though\s+|,\s+so\s+|\s+so\s+(?=(?:that|they|we|i|he|she|it)\s)|\s+and\s+(?=(?:i|we)(?:['’]ve|['’]d|['’]m)?\s)|\s+and\s+(?=(?:plan|hope|intend|expect|want|am planning|am going)\s+to\b)|,?\s+and\s+(?=(?:(?:the|our|my)\s+)?(?:(?!and\b)[\w-]+\s+|\([^)]*\)\s+){0,8}(?:went|rose|fell|dropped|grew|increased|decreased|improved|doubled|tripled|climbed|declined)\s+(?:from|by|to|up|down)\b)|,?\s+and\s+(?=(?:since|in|on|for|during|over|after)\s+[^,]{2,30}?\s+(?:i|we)(?:['’]ve|['’]m)?\s)|,\s+and\s+(?=(?:honestly|actually|also|then|later|back|before that|after that)\b[^,]{0,60}?\s(?:i|we)(?:['’]ve|['’]d)?\s+[a-z]+)|(?<!\b(?:vs|approx|etc|e\.g|i\.e|incl|no|est|ph\.d|[a-z]\.[a-z]|[a-z]\.[a-z]\.[a-z]))\.\s+(?=[a-z])/i,
    )
    // 'I haven't used Epic, only athenahealth': what follows 'only' after a negative is affirmed.
    .flatMap((part) => (NEGATION.test(part) ? part.split(/,\s+(?=(?:only|just|instead|except)\b)/i) : [part]))
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  // ', we didn't track it', ', my manager noticed': a comma before a new subject and its verb starts a
  // clause of its own, so an aside does not change what the clause before it says.
  const asides = parts.flatMap((part) =>
    part
      .split(
        /,\s+(?=(?:i|we|it|they|he|she|my \w+|our \w+|the \w+)\s+(?:\w+n't|did|do|does|was|were|had|have|has|is|are|never|always|just|also|\w+ed)\b)/i,
      )
      .flatMap(splitAtNewSubject),
  );
  // 'I was on-site 3 days a week and made 22 hires': after a clause of being, 'and' with a verb in the
  // past starts what the person did.
  const doneAfterBeing = asides.flatMap((part) => {
    if (!/^(?:i|we)\s+(?:was|were|am|['’]m)\b/i.test(part.trim())) return [part];
    const split = /\s+and\s+([a-z]+)\b/i.exec(part);
    if (!split || !isPastForm(split[1] ?? '')) return [part];
    return [
      part.slice(0, split.index),
      `I ${part.slice(split.index + split[0].length - (split[1] ?? '').length)}`,
    ];
  });
  // ', and marketing used it ...' starts a clause of its own when a verb follows within a few words.
  return doneAfterBeing.flatMap((part) => {
    const pieces = part.split(/,\s+and\s+/i);
    const out: string[] = [pieces[0] ?? ''];
    for (const piece of pieces.slice(1)) {
      const words = piece.split(/\s+/);
      const clause =
        words
          .slice(1, 5)
          .some(
            (word, index) =>
              baseOfVerb(word) !== '' ||
              (/ed$/i.test(word) &&
                /^(?:a|an|the|\d|\$|by|from|to|about|over)/i.test(words[index + 2] ?? '')),
          ) || /^(?:i|we|it|this|that)\b/i.test(piece);
      if (clause) out.push(piece);
      else out[out.length - 1] = `${out[out.length - 1]}, and ${piece}`;
    }
    return out.filter((piece) => piece.length > 0);
  });
}

/**
 * ', I built our dbt project', ', finance stopped emailing spreadsheets': a comma, then a person or a
 * one-word subject and a verb in the past, starts a clause of its own.
 */
function splitAtNewSubject(part: string): string[] {
  // 'After I redesigned the guides in 2022, support calls dropped 15%': what was done, then what came of
  // it, is one clause (read with its lead).
  if (/^(?:after|once|when|since|because|as soon as|if|although|while|before|until)\s/i.test(part.trim()))
    return [part];
  const pieces = part.split(/,\s+/);
  // 'As PM of record on 3 projects, I kept them within 5%': a phrase before the subject leads its clause.
  if (
    /^(?:as|for|in|on|at|with|during|over|across|within|by|from|since|after|before|through)\s/i.test(
      pieces[0] ?? '',
    )
  )
    return [part];
  const out: string[] = [pieces[0] ?? ''];
  for (const piece of pieces.slice(1)) {
    const words = piece.split(/\s+/);
    const [first = '', second = ''] = words;
    const person = /^(?:i|we|they|he|she)(?:['’](?:ve|d))?$/i.test(first);
    // 'which took tickets from 210 to 145' says what its own clause's thing did: it is no new subject.
    const subject =
      person || (/^[a-z][a-z-]+$/.test(first) && !/^(?:which|that|who|whom|whose|where|when)$/i.test(first));
    const verbAt = /^(?:also|then|just|later|eventually|finally|still|now)$/i.test(second) ? 2 : 1;
    const verb = (words[verbAt] ?? '').toLowerCase();
    // After 'I' any verb starts a clause (', I run the safety committee'); after a noun, only a past one.
    const starts = person
      ? baseOfVerbInPlace(verb) !== '' && !/^(?:a|an|the|not|never|very|really)$/.test(verb)
      : isPastForm(verb);
    if (subject && words.length > verbAt + 1 && !isPastForm(first) && starts) out.push(piece);
    else out[out.length - 1] = `${out[out.length - 1]}, ${piece}`;
  }
  return out;
}
