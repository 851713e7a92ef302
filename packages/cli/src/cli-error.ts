/** Bad input from the user (a missing flag, an unreadable file): the message is shown, the exit code is 2. */
export class CliError extends Error {
  readonly exitCode = 2;

  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CliError';
  }
}
