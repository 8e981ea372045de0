/**
 * Work a finished row still wants that its download does not (an output's perceptual score): run
 * one at a time, and only while no row is queued or working, so it never slows the batch itself.
 * A row has at most one pending measurement; adding another replaces it.
 */
export class IdleMeasurements {
  private readonly pending = new Map<string, () => Promise<void>>();
  private running = false;

  constructor(private readonly batchBusy: () => boolean) {}

  add(id: string, measure: () => Promise<void>): void {
    this.pending.set(id, measure);
    this.next();
  }

  drop(id: string): void {
    this.pending.delete(id);
  }

  clear(): void {
    this.pending.clear();
  }

  /** Starts the next measurement if the batch is idle; called again whenever a row ends. */
  next(): void {
    if (this.running || this.batchBusy()) return;
    const first = this.pending.entries().next();
    if (first.done) return;
    const [id, measure] = first.value;
    this.pending.delete(id);
    this.running = true;
    void measure()
      .catch(() => undefined)
      .finally(() => {
        this.running = false;
        this.next();
      });
  }
}
