import { useCallback, useState } from 'react';
import { Button, Spinner, Table, TableWrap, theme, styled } from '@nism/shared-ui';
import {
  fetchErrorGroups,
  fetchRemoteLoads,
  fetchVitals,
  fetchVitalSeries,
  type VitalName,
  type VitalRow,
} from '../../features/operations/api/fetch-field-data';
import { ErrorFrames } from '../../features/operations/components/ErrorFrames';
import { VitalChart } from '../../features/operations/components/VitalChart';
import { FIELD_BUDGETS, formatVital, judgeField, MIN_SAMPLES, rate } from '../../features/operations/thresholds';
import { AdminsOnly } from '../../features/staff-gate/components/AdminsOnly';
import { useStaffRole } from '../../features/staff-gate/hooks/use-staff-role';
import { describeError } from '../../lib/errors';
import { formatCount, formatDateTime } from '../../lib/format';
import { Muted, Section, ToggleGroup } from '../../lib/layout';
import { LoadError } from '../../lib/LoadError';
import { StudioPage } from '../../lib/StudioPage';
import { useLoad } from '@nism/shared-hooks';

const PERIODS = [
  [24, 'Last 24 hours'],
  [168, 'Last 7 days'],
] as const;

const RATING_COLOR = { good: theme.colors.success, 'needs improvement': '#92400e', poor: theme.colors.danger } as const;
const Rated = styled.strong<{ $rating: keyof typeof RATING_COLOR }>`
  color: ${(p) => RATING_COLOR[p.$rating]};
`;

const Over = styled.strong`
  color: ${theme.colors.danger};
`;

const Code = styled.code`
  display: block;
  font-size: 0.85rem;
  color: ${theme.colors.muted};
  overflow-wrap: anywhere;
`;

const version = (remote: string | null, v: string | null) => (remote ? `${remote} ${v ?? '(no version)'}` : 'shell');
const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${((part * 100) / whole).toFixed(1)}%`);

function Vitals({ hours, chosen, onChoose }: { hours: number; chosen?: VitalRow; onChoose: (row: VitalRow) => void }) {
  const vitals = useLoad(useCallback(() => fetchVitals(hours), [hours]));
  if (vitals.status === 'loading') return <Spinner label="Loading web vitals…" minHeight="10rem" />;
  if (vitals.status === 'error')
    return <LoadError message={`The web vitals did not load: ${describeError(vitals.error)}`} onRetry={vitals.reload} />;
  if (vitals.data.length === 0) return <p>No measures from learners' browsers in this period.</p>;
  return (
    <TableWrap>
      <Table $stacked aria-label="Web vitals at the 75th percentile">
        <thead>
          <tr>
            <th scope="col">Route</th>
            <th scope="col">Remote and version</th>
            <th scope="col">Vital</th>
            <th scope="col">p75</th>
            <th scope="col">Samples</th>
            <th scope="col">Budget</th>
            <th scope="col">Chart</th>
          </tr>
        </thead>
        <tbody>
          {vitals.data.map((row) => {
            const rating = rate(row.name, row.p75);
            const verdict = judgeField(row.name, row.p75, row.samples);
            const budget = FIELD_BUDGETS[row.name];
            const key = `${row.route} ${row.remote} ${row.version} ${row.name}`;
            return (
              <tr key={key}>
                <td style={{ overflowWrap: 'anywhere' }}>{row.route}</td>
                <td data-label="Remote and version">{version(row.remote, row.version)}</td>
                <td data-label="Vital">{row.name}</td>
                <td data-label="p75">
                  {formatVital(row.name, row.p75)} <Rated $rating={rating}>{rating}</Rated>
                </td>
                <td data-label="Samples">
                  {formatCount(row.samples)}
                  {row.sources !== undefined && ` (${formatCount(row.sessions ?? 0)} sessions, ${formatCount(row.sources)} sources)`}
                </td>
                <td data-label="Budget">
                  {budget === undefined ? (
                    '—'
                  ) : verdict === 'over' ? (
                    <Over>over {formatVital(row.name, budget)}</Over>
                  ) : verdict === 'within' ? (
                    `within ${formatVital(row.name, budget)}`
                  ) : (
                    `above ${formatVital(row.name, budget)}, under ${MIN_SAMPLES} samples`
                  )}
                </td>
                <td data-label="Chart">
                  <Button
                    type="button"
                    $variant="ghost"
                    aria-pressed={chosen === row}
                    aria-label={`Chart ${row.name} on ${row.route}`}
                    onClick={() => onChoose(row)}
                  >
                    Chart
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </TableWrap>
  );
}

function Series({ name, route, hours }: { name: VitalName; route: string; hours: number }) {
  const series = useLoad(useCallback(() => fetchVitalSeries(name, route, hours), [name, route, hours]));
  if (series.status === 'loading') return <Spinner label="Loading the chart…" minHeight="220px" />;
  if (series.status === 'error')
    return <LoadError message={`The chart did not load: ${describeError(series.error)}`} onRetry={series.reload} />;
  return <VitalChart name={name} route={route} points={series.data} />;
}

function Errors({ hours }: { hours: number }) {
  const groups = useLoad(useCallback(() => fetchErrorGroups(hours), [hours]));
  if (groups.status === 'loading') return <Spinner label="Loading errors…" minHeight="10rem" />;
  if (groups.status === 'error')
    return <LoadError message={`The errors did not load: ${describeError(groups.error)}`} onRetry={groups.reload} />;
  if (groups.data.length === 0) return <p>No errors reported in this period.</p>;
  return (
    <TableWrap>
      <Table $stacked aria-label="Error groups">
        <thead>
          <tr>
            <th scope="col">Error</th>
            <th scope="col">Remote and version</th>
            <th scope="col">Count</th>
            <th scope="col">First seen</th>
            <th scope="col">Last seen</th>
            <th scope="col">Sample</th>
          </tr>
        </thead>
        <tbody>
          {groups.data.map((group) => (
            <tr key={`${group.name} ${group.message} ${group.frame} ${group.remote} ${group.version}`}>
              <td style={{ overflowWrap: 'anywhere' }}>
                <strong>{group.name}</strong>: {group.message ?? '(no message)'}
                {group.frame && <ErrorFrames frames={group.frame} />}
              </td>
              <td data-label="Remote and version">{version(group.remote, group.version)}</td>
              <td data-label="Count">{formatCount(group.count)}</td>
              <td data-label="First seen">{formatDateTime(group.first_seen)}</td>
              <td data-label="Last seen">{formatDateTime(group.last_seen)}</td>
              <td data-label="Sample" data-wide>
                {group.sample ? (
                  <Code>
                    {[group.sample.route, group.sample.device, group.sample.connection].filter(Boolean).join(' · ')}
                    {group.sample.attribution ? ` · ${JSON.stringify(group.sample.attribution)}` : ''}
                  </Code>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

function Availability({ hours }: { hours: number }) {
  const loads = useLoad(useCallback(() => fetchRemoteLoads(hours), [hours]));
  if (loads.status === 'loading') return <Spinner label="Loading remote loads…" minHeight="6rem" />;
  if (loads.status === 'error')
    return <LoadError message={`The remote loads did not load: ${describeError(loads.error)}`} onRetry={loads.reload} />;
  if (loads.data.length === 0) return <p>No remote loads reported in this period.</p>;
  return (
    <TableWrap>
      <Table $stacked aria-label="Remote availability">
        <thead>
          <tr>
            <th scope="col">Remote and version</th>
            <th scope="col">Loads</th>
            <th scope="col">Failures</th>
            <th scope="col">Failure rate</th>
          </tr>
        </thead>
        <tbody>
          {loads.data.map((row) => (
            <tr key={`${row.remote} ${row.version}`}>
              <td>
                {version(row.remote, row.version)}
                {row.sources !== undefined && ` (${formatCount(row.sources)} sources)`}
              </td>
              <td data-label="Loads">{formatCount(row.loads)}</td>
              <td data-label="Failures">{formatCount(row.failures)}</td>
              <td data-label="Failure rate">{percent(row.failures, row.loads + row.failures)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}

/**
 * Admins only: what learners' browsers report (docs/field-data.md), per route and per remote version, so a team sees
 * when its deploy made pages slow or broke them: web vitals at p75 against web.dev's thresholds, error groups and
 * each remote version's failed loads.
 */
export default function OperationsPage() {
  const admin = useStaffRole() === 'admin';
  const [hours, setHours] = useState<number>(24);
  const [chosen, setChosen] = useState<VitalRow>();
  if (!admin) return <AdminsOnly>Only an admin can see what learners' browsers report.</AdminsOnly>;
  return (
    <StudioPage
      title="Operations"
      actions={
        <ToggleGroup role="group" aria-label="Period">
          {PERIODS.map(([h, label]) => (
            <button key={h} type="button" aria-pressed={hours === h} onClick={() => setHours(h)}>
              {label}
            </button>
          ))}
        </ToggleGroup>
      }
    >
      <Muted>From learners' browsers: anonymous page-speed measures and error reports, kept 30 days. Nothing here names a learner.</Muted>
      <Section as="section" aria-labelledby="vitals-heading">
        <h2 id="vitals-heading">Web vitals</h2>
        <Muted>
          Budgets at p75: LCP {formatVital('LCP', FIELD_BUDGETS.LCP!)}, INP {formatVital('INP', FIELD_BUDGETS.INP!)}, CLS{' '}
          {formatVital('CLS', FIELD_BUDGETS.CLS!)}. A row is marked over only with {MIN_SAMPLES} samples or more. INP is counted on the page
          where the interaction happened.
        </Muted>
        <Vitals hours={hours} chosen={chosen} onChoose={setChosen} />
        {chosen && (
          <>
            <h3>
              p75 {chosen.name} on {chosen.route}, hour by hour
            </h3>
            <Series name={chosen.name} route={chosen.route} hours={hours} />
          </>
        )}
      </Section>
      <Section as="section" aria-labelledby="errors-heading">
        <h2 id="errors-heading">Errors</h2>
        <Errors hours={hours} />
      </Section>
      <Section as="section" aria-labelledby="availability-heading">
        <h2 id="availability-heading">Remote availability</h2>
        <Availability hours={hours} />
      </Section>
    </StudioPage>
  );
}
