// Every HTTP exchange the soak makes, counted by outcome: a 5xx or a dropped connection anywhere is a failure,
// whichever learner or check made it. supabase-js clients are given this fetch.
export interface Traffic {
  requests: number;
  serverErrors: number;
  networkErrors: number;
  /** The first few failures, to say what went wrong. */
  samples: string[];
}

export function countingFetch(): { fetch: typeof fetch; traffic: Traffic; reset(): void } {
  const traffic: Traffic = { requests: 0, serverErrors: 0, networkErrors: 0, samples: [] };
  const note = (line: string) => traffic.samples.length < 10 && traffic.samples.push(line);
  const counted: typeof fetch = async (input, init) => {
    traffic.requests++;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    try {
      const res = await fetch(input, init);
      if (res.status >= 500) {
        traffic.serverErrors++;
        note(`${res.status} ${new URL(url).pathname}: ${await res.clone().text()}`);
      }
      return res;
    } catch (error) {
      traffic.networkErrors++;
      note(`network error ${new URL(url).pathname}: ${(error as Error).message}`);
      throw error;
    }
  };
  const reset = () => Object.assign(traffic, { requests: 0, serverErrors: 0, networkErrors: 0, samples: [] });
  return { fetch: counted, traffic, reset };
}
