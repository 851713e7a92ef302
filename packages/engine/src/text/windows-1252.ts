/**
 * What Windows-1252 puts at the bytes 0x80-0x9f, as code points (0 where it leaves a byte undefined); from
 * 0xa0 on it is Latin-1. Written out because some Node versions decode 'windows-1252' as Latin-1. Used to
 * read 'ANSI' text files (packages/extract) and to undo UTF-8 that was read as Windows-1252 (the engine's
 * text clean-up).
 */
export const WINDOWS_1252_HIGH: readonly number[] = [
  0x20ac, 0, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0,
  0x017d, 0, 0, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0, 0x017e, 0x0178,
];

/** The five bytes Windows-1252 leaves undefined (read as C1 controls). */
export const UNDEFINED_1252: ReadonlySet<number> = new Set(
  WINDOWS_1252_HIGH.flatMap((code, index) => (code === 0 ? [0x80 + index] : [])),
);
