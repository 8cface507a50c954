// The learner's choice about field data: on by default, off with the account page's switch (kept in localStorage)
// or with the browser's Global Privacy Control, which the switch cannot override.

export const OPT_OUT_KEY = 'nism-field-data:opt-out';

export interface FieldDataPreference {
  /** Whether this browser may send field data. */
  allowed: boolean;
  /** The learner's own switch (true unless they turned it off). */
  chosen: boolean;
  /** The browser sends Global Privacy Control: nothing is sent, whatever the switch says. */
  gpc: boolean;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<(preference: FieldDataPreference) => void>();

export function fieldDataPreference(): FieldDataPreference {
  const gpc =
    typeof navigator !== 'undefined' && (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true;
  let chosen = true;
  try {
    chosen = storage()?.getItem(OPT_OUT_KEY) !== '1';
  } catch {
    // storage blocked: the default
  }
  return { allowed: chosen && !gpc, chosen, gpc };
}

/** The account page's switch. Turning it off stops sending at once and drops what was queued. */
export function setFieldDataChoice(on: boolean): FieldDataPreference {
  try {
    if (on) storage()?.removeItem(OPT_OUT_KEY);
    else storage()?.setItem(OPT_OUT_KEY, '1');
  } catch {
    // storage blocked: the choice holds for this page only
  }
  const preference = fieldDataPreference();
  listeners.forEach((listener) => listener(preference));
  return preference;
}

/** For the collector: told when the learner changes the switch. */
export function onFieldDataChoice(listener: (preference: FieldDataPreference) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
