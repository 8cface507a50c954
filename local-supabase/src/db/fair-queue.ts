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
  private sharedLaneWentLast = false;

  /**
   * sharedLane (the server's own work, e.g. every sign-in) serves many people at once: while it has work it gets
   * every other turn, half the engine, instead of one turn in a round of all the learners. Never more: given
   * every turn, a storm of 200 sign-ins starved the saves of learners already sitting the paper (41 s).
   */
  constructor(
    private readonly slots: number,
    private readonly sharedLane?: string,
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
        const turn = lane === this.sharedLane ? (this.sharedLaneWentLast ? Infinity : -Infinity) : (this.lastTurn.get(lane) ?? -1);
        if (turn < oldest || next === '') [next, oldest] = [lane, turn];
      }
      this.sharedLaneWentLast = next === this.sharedLane;
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
