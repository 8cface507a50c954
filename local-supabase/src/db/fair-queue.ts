// Database work is shared out by lane (a learner, a visitor's address, the server itself) in turns, not in
// arrival order: the lane whose last turn is oldest goes next. A visitor who sends a hundred reads waits behind
// their own reads, while a learner's answer save runs after at most one operation of each other busy lane.
// PGlite runs one operation at a time; PostgreSQL as many as the pool has connections.
export class FairQueue {
  private readonly waiting = new Map<string, (() => void)[]>();
  /** When each lane last started an operation (a counter, not a clock); kept while lanes come and go. */
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  private running = 0;

  /** firstLane (the server's own work: auth, functions) always goes before the others; it is short and rate limited. */
  constructor(
    private readonly slots: number,
    private readonly firstLane?: string,
  ) {}

  run<T>(lane: string, op: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        Promise.resolve()
          .then(op)
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            this.dispatch();
          });
      };
      const queue = this.waiting.get(lane);
      if (queue) queue.push(start);
      else this.waiting.set(lane, [start]);
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.running < this.slots && this.waiting.size) {
      let next = '';
      let oldest = Infinity;
      for (const lane of this.waiting.keys()) {
        const turn = lane === this.firstLane ? -Infinity : (this.lastTurn.get(lane) ?? -1);
        if (turn < oldest) [next, oldest] = [lane, turn];
      }
      const queue = this.waiting.get(next)!;
      const start = queue.shift()!;
      if (!queue.length) this.waiting.delete(next);
      this.lastTurn.set(next, ++this.turns);
      if (this.lastTurn.size > 10_000) this.forgetIdleLanes();
      this.running++;
      start();
    }
  }

  private forgetIdleLanes(): void {
    for (const lane of this.lastTurn.keys()) if (!this.waiting.has(lane)) this.lastTurn.delete(lane);
  }
}
