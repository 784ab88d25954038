/** At most `running` tasks at once; at most `waiting` more wait their turn, and the one after is turned away. */
export class Gate {
  private active = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly running: number,
    private readonly waiting: number,
  ) {}

  /** Runs `task` in its turn; `null` without running it when the queue is full. */
  async run<T>(task: () => Promise<T>): Promise<T | null> {
    if (this.active >= this.running) {
      if (this.queue.length >= this.waiting) return null;
      await new Promise<void>((resolve) => this.queue.push(resolve));
    } else {
      this.active += 1;
    }
    try {
      return await task();
    } finally {
      // the turn passes straight to the next in the queue, so a newcomer cannot slip in between
      const next = this.queue.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
