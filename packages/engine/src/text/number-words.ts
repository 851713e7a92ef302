/** Figures written as words, for the job's years and a rewrite's counts. */

/**
 * Figures written as words. 'one' is left out: 'one of', 'one-on-one' and 'one team' are rarely a count
 * an assistant invents, and reading them would flag honest wording.
 */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  hundred: 100,
  dozen: 12,
  twice: 2,
  double: 2,
  doubled: 2,
  triple: 3,
  tripled: 3,
  half: 0.5,
  halved: 0.5,
};
