/**
 * The background workers of this process (outbox, receipts, autopay, loader, generation), as readiness sees them:
 * each registers once with an `isRunning()` that says whether its loop is scheduled. A worker turned off by its
 * configuration never registers, so it is not waited for.
 */
export interface WorkerState {
  isRunning(): boolean;
}

export class WorkerRegistry {
  private readonly workers = new Map<string, WorkerState>();

  register(name: string, state: WorkerState): void {
    if (this.workers.has(name)) throw new Error(`a worker named '${name}' is already registered`);
    this.workers.set(name, state);
  }

  /** Each registered worker by name, and whether it runs now. */
  states(): { name: string; running: boolean }[] {
    return [...this.workers].map(([name, state]) => ({ name, running: state.isRunning() }));
  }
}
