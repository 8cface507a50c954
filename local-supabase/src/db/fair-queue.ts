import { AsyncLocalStorage } from 'node:async_hooks';

// Database work is shared out by lane (a learner, a visitor's address, the server itself) in turns, not in
// arrival order: the lane whose last turn is oldest goes next. A visitor who sends a hundred reads waits behind
// their own reads, while a learner's answer save runs after at most one operation of each other busy lane.
// PGlite runs one operation at a time; PostgreSQL as many as the pool has connections.
//
// Within a lane, work is shared the same way by sub-lane (`withSubLane`): the server's lane carries every auth
// request, and one user flooding GET /auth/v1/user from 150-300 requests in flight took another user's token
// refresh from 15 ms to 0.4-1.1 s while auth work waited first-come-first-served; by sub-lane (each signed-in user,
// each address) the refresh waits for at most one of the flooder's operations.

const subLane = new AsyncLocalStorage<string>();
const urgency = new AsyncLocalStorage<boolean>();

/** Runs fn with every database operation it starts in `sub` (e.g. `user:<id>`, `ip:<address>`) within its lane. */
export const withSubLane = <T>(sub: string, fn: () => T): T => subLane.run(sub, fn);

/**
 * Runs fn with its database operations marked urgent: work with a deadline (an answer save is refused after the
 * attempt's deadline plus grace). Lanes whose next operation is urgent go first, for up to URGENT_STREAK turns in a
 * row, so a save waits behind another learner's save rather than behind their start_attempt or a read: when a
 * class of 200 signed in and started the paper, the saves of learners already sitting it waited behind every
 * start_attempt in the round (p99 4.5× the calm one).
 */
export const urgent = <T>(fn: () => T): T => urgency.run(true, fn);
/** Urgent work takes at most this many turns in a row while other work waits (it is never starved). */
const URGENT_STREAK = 3;

interface Op {
  start: () => void;
  urgent: boolean;
}

interface Waiting {
  /** sub-lane → operations in arrival order */
  subs: Map<string, Op[]>;
}

export interface FairQueueOptions {
  /**
   * Lanes for which `capped` is true (visitors' addresses) hold at most `cap` slots together, so the rest stay for
   * signed-in learners and the server: twelve visitor addresses each holding a connection for its 3 s timeout took
   * every one of PostgreSQL's 10, and learners' saves waited up to 9 s.
   */
  capped?: (lane: string) => boolean;
  cap?: number;
}

export class FairQueue {
  private readonly waiting = new Map<string, Waiting>();
  /** When each lane (and each `lane\0sub`) last started an operation (a counter, not a clock). */
  private readonly lastTurn = new Map<string, number>();
  private turns = 0;
  private running = 0;
  private runningCapped = 0;
  private sharedLaneWentLast = false;
  private urgentStreak = 0;

  /**
   * sharedLane (the server's own work, e.g. every sign-in) serves many people at once: while it has work it gets
   * every other turn, half the engine, instead of one turn in a round of all the learners. Never more: given
   * every turn, a storm of 200 sign-ins starved the saves of learners already sitting the paper (41 s).
   */
  constructor(
    private readonly slots: number,
    private readonly sharedLane?: string,
    private readonly options: FairQueueOptions = {},
  ) {}

  run<T>(lane: string, op: () => Promise<T>): Promise<T> {
    const sub = subLane.getStore() ?? '';
    const isUrgent = urgency.getStore() ?? false;
    const capped = this.options.capped?.(lane) ?? false;
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        if (capped) this.runningCapped++;
        Promise.resolve()
          .then(op)
          .then(resolve, reject)
          .finally(() => {
            this.running--;
            if (capped) this.runningCapped--;
            this.dispatch();
          });
      };
      let waiting = this.waiting.get(lane);
      if (!waiting) this.waiting.set(lane, (waiting = { subs: new Map() }));
      const queue = waiting.subs.get(sub);
      if (queue) queue.push({ start, urgent: isUrgent });
      else waiting.subs.set(sub, [{ start, urgent: isUrgent }]);
      this.dispatch();
    });
  }

  private dispatch(): void {
    const capFull = () => this.options.capped && this.runningCapped >= (this.options.cap ?? this.slots);
    while (this.running < this.slots && this.waiting.size) {
      const pick = (urgentOnly: boolean) => {
        let next = '';
        let oldest = Infinity;
        for (const [lane, waiting] of this.waiting) {
          if (capFull() && this.options.capped!(lane)) continue;
          if (urgentOnly && !waiting.subs.get(this.oldestSub(lane, waiting))![0].urgent) continue;
          const turn = lane === this.sharedLane ? (this.sharedLaneWentLast ? Infinity : -Infinity) : (this.lastTurn.get(lane) ?? -1);
          if (turn < oldest || next === '') [next, oldest] = [lane, turn];
        }
        return next;
      };
      let next = this.urgentStreak < URGENT_STREAK ? pick(true) : '';
      this.urgentStreak = next ? this.urgentStreak + 1 : 0;
      next ||= pick(false);
      if (next === '') return; // only capped lanes wait, and they are at their cap
      this.sharedLaneWentLast = next === this.sharedLane;
      const waiting = this.waiting.get(next)!;
      const sub = this.oldestSub(next, waiting);
      const queue = waiting.subs.get(sub)!;
      const { start } = queue.shift()!;
      if (!queue.length) waiting.subs.delete(sub);
      if (!waiting.subs.size) this.waiting.delete(next);
      this.lastTurn.set(next, ++this.turns);
      this.lastTurn.set(`${next}\0${sub}`, this.turns);
      if (this.lastTurn.size > 10_000) this.forgetIdleLanes();
      this.running++;
      start();
    }
  }

  private oldestSub(lane: string, waiting: Waiting): string {
    let best: string | undefined;
    let oldest = Infinity;
    for (const sub of waiting.subs.keys()) {
      const turn = this.lastTurn.get(`${lane}\0${sub}`) ?? -1;
      if (best === undefined || turn < oldest) [best, oldest] = [sub, turn];
    }
    return best!;
  }

  private forgetIdleLanes(): void {
    for (const key of this.lastTurn.keys()) {
      const [lane, sub] = key.split('\0');
      const waiting = this.waiting.get(lane);
      if (!waiting || (sub !== undefined && !waiting.subs.has(sub))) this.lastTurn.delete(key);
    }
  }
}
