/** Patterns shared by several cases. */

/** A question never marks a quote as cut. */
export const NO_CUT_QUOTES = ['\\.\\.\\.', '…'];

/** A question that asks a nurse who lists her RN licence whether she holds one. */
export const RN_LICENCE_QUESTIONS = [
  'Do you hold[^?]*(\\bRN\\b|registered nurse|nursing licen)',
  '(\\bRN\\b|registered nurse|nursing) licen[cs]e\\?',
];

/** PLC read as controls programming in a school job, where it is a professional learning community. */
export const PLC_PROGRAMMING_QUESTIONS = ['PLC programming', 'programmable logic', 'ladder logic'];
