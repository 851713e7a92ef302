/** The part of fs-native-extensions (which ships no types) that the data directory's lock uses. */
declare module 'fs-native-extensions' {
  /** An exclusive lock on the whole file, if no other open file description holds one: granted or not. */
  export function tryLock(fd: number): boolean;
  export function unlock(fd: number): void;
}
