/** The message of what `run` throws, or "no error": for the case tables of validation messages. */
export const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return 'no error';
};
