// From measured costs per request to learners per hosted compute size (docs/capacity.md has the method).

export interface Cost {
  kind: string;
  /** PostgreSQL's CPU time per request, ms. */
  dbMs: number;
  /** The API tier's CPU per request, ms (local-supabase's process here: REST, auth and its bcrypt). */
  apiMs: number;
  statements: number;
  wallMs: number;
}

/** The exam-eve peak the issue asks about, and what each learner does in an hour of it besides saving. */
export const PEAK = {
  learners: 5000,
  saveEverySeconds: 30,
  signInsPerMinute: 500,
  perLearnerPerHour: { start: 1, submit: 1, results: 1, progress: 2 } as Record<string, number>,
};

/**
 * Supabase's compute sizes (its Compute Add-ons table): cores, and the share of them a steady load may count on.
 * The three smallest share their ARM cores with other guests: half is assumed. All of the project's services (Postgres,
 * PostgREST, Auth) run on the one instance, so they share these cores.
 */
export const SIZES = [
  { size: 'Micro', cores: 2, usable: 0.5, directConnections: 60, poolerClients: 200 },
  { size: 'Small', cores: 2, usable: 0.5, directConnections: 90, poolerClients: 400 },
  { size: 'Medium', cores: 2, usable: 0.5, directConnections: 120, poolerClients: 600 },
  { size: 'Large', cores: 2, usable: 1, directConnections: 160, poolerClients: 800 },
  { size: 'XL', cores: 4, usable: 1, directConnections: 240, poolerClients: 1000 },
  { size: '2XL', cores: 8, usable: 1, directConnections: 380, poolerClients: 1500 },
  { size: '4XL', cores: 16, usable: 1, directConnections: 480, poolerClients: 3000 },
];

/** The busiest a size is run at the peak: a queue grows without bound near 100 %. */
export const TARGET_UTILISATION = 0.7;

/** Requests a second of each kind for `learners` at the peak's mix (sign-ins scale with learners too). */
export function rates(learners: number): Record<string, number> {
  const scale = learners / PEAK.learners;
  return {
    save: learners / PEAK.saveEverySeconds,
    'sign-in': (PEAK.signInsPerMinute / 60) * scale,
    ...Object.fromEntries(Object.entries(PEAK.perLearnerPerHour).map(([kind, n]) => [kind, (learners * n) / 3600])),
  };
}

export function plan(costs: Cost[]) {
  const at = (learners: number) => {
    const r = rates(learners);
    const sum = (pick: (c: Cost) => number) => costs.reduce((s, c) => s + ((r[c.kind] ?? 0) * pick(c)) / 1000, 0);
    return { db: sum((c) => c.dbMs), api: sum((c) => c.apiMs) };
  };
  const demand = at(PEAK.learners);
  const perLearner = (demand.db + demand.api) / PEAK.learners;
  const signIn = costs.find((c) => c.kind === 'sign-in');
  const rows = SIZES.map(({ size, cores, usable }) => {
    const learners = Math.floor((cores * usable * TARGET_UTILISATION) / perLearner / 100) * 100;
    const hashing = signIn ? (rates(learners)['sign-in'] * signIn.apiMs) / 1000 : 0;
    const limit = hashing > at(learners).db ? 'CPU: sign-in password checks' : 'CPU: the database (answer saves)';
    return { size, cores, learners, limit };
  });
  return { rows, demand };
}
