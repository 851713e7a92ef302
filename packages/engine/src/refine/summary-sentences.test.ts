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
});
