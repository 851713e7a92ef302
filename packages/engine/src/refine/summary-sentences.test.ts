import { describe, expect, it } from 'vitest';
import { thirdPerson } from './summary-sentences';
import { objectiveKept } from './write-summary';

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

describe('a summary that says I am', () => {
  it('says every clause of it without the I', () => {
    expect(
      thirdPerson(
        "I'm organized, stay calm when the lobby is full, and I'm always willing to jump in and help wherever I'm needed.",
      ),
    ).toBe(
      'Organized, stays calm when the lobby is full, and always willing to jump in and help wherever needed.',
    );
    expect(thirdPerson("I'm organized and I'm always willing to help.")).toBe(
      'Organized and always willing to help.',
    );
  });
});

describe('what an objective says of the person', () => {
  it('keeps who the person is and leaves the wish, however the wish is said', () => {
    expect(
      objectiveKept(
        'Hard working line cook with 8 years in professional kitchens looking to move up into a sous chef or kitchen leadership position where I can keep learning.',
      ),
    ).toBe('Hard working line cook with 8 years in professional kitchens.');
    expect(
      objectiveKept(
        'Licensed 2-20 property and casualty agent seeking a position with a growing independent agency where I can grow.',
      ),
    ).toBe('Licensed 2-20 property and casualty agent.');
    expect(objectiveKept('Seeking a challenging position in a growing company.')).toBe('');
  });
});
