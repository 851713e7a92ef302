import { describe, expect, it } from 'vitest';
import { parseResume } from '../../parse/parse-resume';
import { countsSaid, listedCredential, onlyTimeOf } from './said-already';

const bullets = [
  { id: 'b1', text: 'Install conduit (EMT, rigid, PVC) and cable tray in plants', original_char: '-' },
  { id: 'b2', text: 'Perform testing in hematology (20-30 manual diffs a shift)', original_char: '-' },
];

describe('what a line from an answer would say again', () => {
  it('is a figure with what it counts, a time alone, or a credential the resume lists', () => {
    expect(countsSaid('Run the Beckman DxH 900 daily and do 20-30 manual diffs a shift', bullets)).toBe(true);
    expect(countsSaid('Ran 40 manual diffs a shift', bullets)).toBe(false);
    expect(onlyTimeOf('Installed conduit since January 2022', bullets)).toBe(true);
    expect(onlyTimeOf('Installed 400 ft of conduit since January 2022', bullets)).toBe(false);
    const resume = parseResume('Ana Ruiz\nana@example.com\n\nCERTIFICATIONS\nServSafe Food Handler\n');
    expect(listedCredential('Servsafe Food Handler from Aug 2022', resume)).toBe(true);
    expect(listedCredential('Recruited about 60 volunteers', resume)).toBe(false);
  });
});
