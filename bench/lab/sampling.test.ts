import { sampleUntilDecided } from './sampling';

/** A group that is decided once it has `needs` rounds. */
const group = (name: string, needs: number) => ({ name, needs, visits: 0 });
type G = ReturnType<typeof group>;

async function run(groups: G[], plan = { minRounds: 9, maxRounds: 36 }) {
  const guard = group('A/A', 0);
  const reference = group('floor', 0);
  const visitedInRound: string[][] = [];
  const rounds = await sampleUntilDecided<G>({
    plan,
    groups,
    guards: [guard],
    references: [reference],
    visitRound: async (_, gs) => {
      visitedInRound.push(gs.map((g) => g.name));
      gs.forEach((g) => g.visits++);
    },
    undecided: (g) => g.visits < g.needs,
  });
  return { rounds, visitedInRound, guard, reference };
}

describe('sampling until decided', () => {
  it('stops at the minimum when every row is decided by then', async () => {
    const { rounds, visitedInRound } = await run([group('/', 5), group('/exams', 9)]);
    expect(rounds).toBe(9);
    expect(visitedInRound).toHaveLength(9);
  });

  it('adds rounds of the undecided groups only, with the A/A pair in every one', async () => {
    const home = group('/', 5);
    const exams = group('/exams', 14);
    const { rounds, visitedInRound, guard, reference } = await run([home, exams]);
    expect(rounds).toBe(14);
    expect(visitedInRound[9]).toEqual(['/exams', 'A/A']);
    expect(home.visits).toBe(9);
    expect(exams.visits).toBe(14);
    expect(guard.visits).toBe(14);
    // The floor page is a reference: the first rounds only.
    expect(reference.visits).toBe(9);
  });

  it('stops at the cap with what is still undecided', async () => {
    const never = group('/blogs', Infinity);
    const { rounds } = await run([never], { minRounds: 3, maxRounds: 6 });
    expect(rounds).toBe(6);
    expect(never.visits).toBe(6);
  });
});
