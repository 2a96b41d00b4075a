/**
 * Work a request starts but does not wait for (sending mail), so its answer time does not depend
 * on it. Failures are reported, never thrown; drain() waits for what is running (shutdown, tests).
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>();

  run(task: () => Promise<void>, onError: (error: unknown) => void): void {
    const promise = Promise.resolve()
      .then(task)
      .catch(onError)
      .finally(() => this.running.delete(promise));
    this.running.add(promise);
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
