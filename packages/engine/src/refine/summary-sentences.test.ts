import { describe, expect, it } from 'vitest';
import { thirdPerson } from './summary-sentences';

describe('a summary sentence in the third person', () => {
  it('says a verb the same person goes on with in the third person too', () => {
    expect(
      thirdPerson(
        'I moved from restaurant management into event planning in 2022 and love the mix of creativity and logistics.',
      ),
    ).toBe(
      'Moved from restaurant management into event planning in 2022 and loves the mix of creativity and logistics.',
    );
    // A noun after 'and' stays as it is.
    expect(thirdPerson('I plan menus and budgets for 40 events a year.')).toBe(
      'Plans menus and budgets for 40 events a year.',
    );
  });

  it('says every verb of a series in the third person', () => {
    expect(
      thirdPerson(
        'I build documentation sets from scratch, work closely with engineers, and care about docs that developers read.',
      ),
    ).toBe(
      'Builds documentation sets from scratch, works closely with engineers, and cares about docs that developers read.',
    );
  });
});

describe('a summary sentence ending on a second verb', () => {
  it("says it in the third person ('Hikes and kayaks')", () => {
    expect(thirdPerson('I hike and kayak.')).toBe('Hikes and kayaks.');
  });
});
