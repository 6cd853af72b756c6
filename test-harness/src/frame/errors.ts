/**
 * A refusal the frame answers with FRAME_<EVENT>_ERROR `{ message }`: the message is for the app
 * (and may reach the visitor), so it never carries secrets.
 */
export class FrameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FrameError';
  }
}

/** The message of any error, preferring viem's short message over its long one. */
export function errorMessage(error: unknown): string {
  if (error instanceof FrameError) return error.message;
  const short = (error as { shortMessage?: unknown } | null)?.shortMessage;
  const details = (error as { details?: unknown } | null)?.details;
  if (typeof short === 'string' && short !== '') return typeof details === 'string' && details !== '' && !short.includes(details) ? `${short} ${details}` : short;
  return error instanceof Error ? error.message : String(error);
}
