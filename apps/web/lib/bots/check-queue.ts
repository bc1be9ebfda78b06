/**
 * The bounded queue of bot checks: at most `concurrency` run at once, at most `maxWaiting` wait,
 * and one user has at most `perUser` checks queued or running. A check that does not fit is
 * refused at once (`busy`) instead of waiting behind everyone.
 */
export interface CheckQueueLimits {
  readonly concurrency: number;
  readonly maxWaiting: number;
  readonly perUser: number;
}

export type Admission = { readonly ok: true } | { readonly ok: false; readonly reason: 'user-busy' | 'queue-full' };

export class CheckQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly perUser = new Map<number, number>();

  constructor(private readonly limits: CheckQueueLimits) {}

  /** Runs `task` when a slot is free, unless the queue or the user's share is full. */
  async run<T>(userId: number, task: () => Promise<T>): Promise<{ ok: true; value: T } | Exclude<Admission, { ok: true }>> {
    const admission = this.admit(userId);
    if (!admission.ok) return admission;
    this.perUser.set(userId, (this.perUser.get(userId) ?? 0) + 1);
    try {
      await this.slot();
      try {
        return { ok: true, value: await task() };
      } finally {
        this.release();
      }
    } finally {
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left === 0) this.perUser.delete(userId);
      else this.perUser.set(userId, left);
    }
  }

  private admit(userId: number): Admission {
    if ((this.perUser.get(userId) ?? 0) >= this.limits.perUser) return { ok: false, reason: 'user-busy' };
    if (this.running >= this.limits.concurrency && this.waiting.length >= this.limits.maxWaiting) return { ok: false, reason: 'queue-full' };
    return { ok: true };
  }

  private slot(): Promise<void> {
    if (this.running < this.limits.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(() => { this.running += 1; resolve(); }));
  }

  private release(): void {
    this.running -= 1;
    this.waiting.shift()?.();
  }
}
