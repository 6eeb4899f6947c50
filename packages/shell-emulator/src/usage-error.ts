/**
 * Bad input from whoever runs the emulator (a flag, a folder, a URL): one line that says what
 * to do, and exit code 64 (EX_USAGE) from the commands. Anything else is a bug and keeps its stack.
 */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The exit code of bad input (sysexits.h EX_USAGE), as the deploy CLI uses. */
export const EXIT_USAGE = 64;
