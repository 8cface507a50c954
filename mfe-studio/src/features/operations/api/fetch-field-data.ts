import { callRpc } from '../../../lib/rpc';

/** p75 of one web vital on one route, per remote version (field_vitals, admins only). */
export interface VitalRow {
  route: string;
  remote: string | null;
  version: string | null;
  name: VitalName;
  samples: number;
  /** The sessions and sources (salted client addresses) the p75 rests on; each source weighs at most 5 sessions. */
  sessions?: number;
  sources?: number;
  p75: number;
  good_share: number | null;
}

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** One error group: the same message and top frame from one remote version (field_errors, admins only). */
export interface ErrorGroup {
  message: string | null;
  frame: string | null;
  remote: string | null;
  version: string | null;
  name: string;
  count: number;
  first_seen: string;
  last_seen: string;
  sample: { route?: string; attribution?: unknown; connection?: string | null; device?: string | null } | null;
}

/** Sessions that loaded, and failed to load, one remote version (field_remote_loads, admins only; each source weighs at most 5 sessions). */
export interface RemoteLoads {
  remote: string;
  version: string | null;
  loads: number;
  failures: number;
  sessions?: number;
  sources?: number;
}

/** One hour of one vital on one route (field_vitals_series); an hour without samples has no p75. */
export interface SeriesPoint {
  hour: string;
  p75: number | null;
  samples: number;
}

export const fetchVitals = async (hours: number) => (await callRpc<VitalRow[] | null>('field_vitals', { p_hours: hours })) ?? [];
export const fetchErrorGroups = async (hours: number) => (await callRpc<ErrorGroup[] | null>('field_errors', { p_hours: hours })) ?? [];
export const fetchRemoteLoads = async (hours: number) =>
  (await callRpc<RemoteLoads[] | null>('field_remote_loads', { p_hours: hours })) ?? [];
export const fetchVitalSeries = async (name: VitalName, route: string, hours: number) =>
  (await callRpc<SeriesPoint[] | null>('field_vitals_series', { p_name: name, p_route: route, p_hours: hours })) ?? [];
