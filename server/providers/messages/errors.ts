/**
 * A provider's refusal of this message itself (an invalid number, a stop-listed recipient): retrying cannot help,
 * so the outbox marks it failed at once. Any other error (a timeout, a 5xx, an account problem) is retried.
 */
export class MessageRefused extends Error {
  override readonly name = 'MessageRefused';
}
