import { useEffect, useMemo, useRef, useState } from 'react';
import { Table, TableWrap, theme, styled, useLocaleTag } from '@nism/shared-ui';
import { english, useMessages, type Messages } from '../../../lib/messages';
import type uPlot from 'uplot';
import { formatNumber } from '../../../lib/headline';
import type { ProgressAttempt } from '../api/fetch-exam-progress';
import { chartPoints, type ChartPoint } from './chart-points';

export const CHART_HEIGHT = 220;

/* The chart's height is reserved before uPlot loads, so nothing below it moves. The rules are the few of uPlot's
   stylesheet that place its layers (the remotes' bundler takes no CSS files). */
const Plot = styled.div`
  min-height: ${CHART_HEIGHT}px;
  width: 100%;
  .uplot {
    width: min-content;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under,
  .u-axis {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-off {
    display: none;
  }
`;

const Figure = styled.figure`
  margin: 0 0 1rem;
  min-width: 0;
  figcaption {
    font-weight: 600;
    margin-bottom: 0.5rem;
  }
  details {
    margin-top: 0.5rem;
  }
  summary {
    cursor: pointer;
    color: ${theme.colors.muted};
  }
`;

const COLORS = { marks: '#2563eb', correct: '#64748b', pass: '#dc2626' };

/**
 * The pass mark drawn across the whole plot, not as a series: a series of one point (a learner's first attempt) draws
 * no line, and the pass line is what the first result is read against.
 */
export function drawPassLine(u: uPlot, passMark: number) {
  const ctx = u.ctx;
  const y = u.valToPos(passMark, 'y', true);
  ctx.save();
  ctx.strokeStyle = COLORS.pass;
  ctx.lineWidth = 2 * (window.devicePixelRatio || 1);
  ctx.setLineDash([8, 6]);
  ctx.beginPath();
  ctx.moveTo(u.bbox.left, y);
  ctx.lineTo(u.bbox.left + u.bbox.width, y);
  ctx.stroke();
  ctx.restore();
}

const AXIS_FONT = `12px ${theme.font}`;
const LABEL_FONT = `bold 12px ${theme.font}`;

export function chartOptions(width: number, passMark: number | null, t: Messages = english): uPlot.Options {
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    // Half an attempt of room on each side: one attempt stands in the middle, not on the axis.
    scales: { x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] }, y: { range: [0, 100] } },
    // The site's font stack on the canvas too: uPlot's own ends at the Latin system fonts, and a device without a
    // Devanagari font then drew the Hindi axis label as boxes (the site's Devanagari face is in the stack).
    axes: [
      { label: t.attempt(), incrs: [1], font: AXIS_FONT, labelFont: LABEL_FONT },
      { label: '%', values: (_u, ticks) => ticks.map((t) => `${t}%`), font: AXIS_FONT, labelFont: LABEL_FONT },
    ],
    series: [
      {},
      // Points always show, so a single attempt is a dot rather than nothing.
      { label: t.marks(), stroke: COLORS.marks, width: 2, points: { show: true, size: 8 } },
      { label: t.correctAnswers(), stroke: COLORS.correct, width: 2, dash: [6, 4], points: { show: true, size: 8 } },
    ],
    hooks: passMark === null ? {} : { draw: [(u) => drawPassLine(u, passMark)] },
  };
}

function chartData(points: ChartPoint[]): uPlot.AlignedData {
  return [points.map((p) => p.attempt), points.map((p) => p.marks), points.map((p) => p.score)] as uPlot.AlignedData;
}

const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem 1.25rem;
  list-style: none;
  padding: 0;
  margin: 0.5rem 0 0;
  font-size: 0.9rem;
  li {
    display: flex;
    align-items: center;
    gap: 0.4rem;
  }
`;

const Swatch = styled.span<{ $color: string; $dash?: boolean }>`
  width: 1.5rem;
  border-top: 3px ${(p) => (p.$dash ? 'dashed' : 'solid')} ${(p) => p.$color};
`;

interface Props {
  title: string;
  /** Submitted ones are drawn, in the order they were taken. */
  attempts: ProgressAttempt[];
  /** The exam's pass mark in percent, drawn as a line. */
  passMark: number | null;
}

/**
 * Marks (net marks ÷ total, the figure the verdict is taken on) and correct answers over attempts, with the pass
 * mark as a line; a table holds the same figures.
 */
export function ScoreChart({ title, attempts, passMark }: Props) {
  const t = useMessages();
  const localeTag = useLocaleTag();
  const points = useMemo(() => chartPoints(attempts), [attempts]);
  const plotRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The table is built only when opened: a closed <details> still lays its content out, and the table's width would
  // widen the page on a phone.
  const [tableOpen, setTableOpen] = useState(false);

  useEffect(() => {
    const el = plotRef.current;
    if (!el) return;
    let chart: uPlot | undefined;
    let cancelled = false;
    const resize = () => chart?.setSize({ width: el.clientWidth, height: CHART_HEIGHT });
    // uPlot loads with this chart only: the rest of the site never downloads it.
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        chart = new UPlot(chartOptions(el.clientWidth || 320, passMark, t), chartData(points), el);
        window.addEventListener('resize', resize);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      window.removeEventListener('resize', resize);
      chart?.destroy();
    };
  }, [points, passMark, t]);

  return (
    <Figure>
      <figcaption>{title}</figcaption>
      <Plot
        ref={plotRef}
        role="img"
        aria-label={
          passMark === null ? t.chartAria({ title, count: points.length }) : t.chartAriaPass({ title, count: points.length, passMark })
        }
      />
      <Legend aria-label={t.legend()}>
        <li>
          <Swatch $color={COLORS.marks} aria-hidden="true" /> {t.legendMarks()}
        </li>
        <li>
          <Swatch $color={COLORS.correct} $dash aria-hidden="true" /> {t.correctAnswers()}
        </li>
        {passMark !== null && (
          <li>
            <Swatch $color={COLORS.pass} $dash aria-hidden="true" /> {t.legendPass({ percent: passMark })}
          </li>
        )}
      </Legend>
      {failed && <p>{t.chartFailed()}</p>}
      <details open={failed || tableOpen} onToggle={(e) => setTableOpen(e.currentTarget.open)}>
        <summary>{t.showTable()}</summary>
        {(failed || tableOpen) && (
          <TableWrap>
            <Table aria-label={t.asTable({ title })}>
              <thead>
                <tr>
                  <th scope="col">{t.attempt()}</th>
                  <th scope="col">{t.date()}</th>
                  <th scope="col">{t.marks()}</th>
                  <th scope="col">{t.correctAnswers()}</th>
                  {passMark !== null && <th scope="col">{t.passMark()}</th>}
                </tr>
              </thead>
              <tbody>
                {points.map((p) => (
                  <tr key={p.attempt}>
                    <td>
                      {p.attempt}
                      {p.retake && ` ${t.retakeNote()}`}
                    </td>
                    <td>{new Date(p.at).toLocaleDateString(localeTag, { dateStyle: 'medium' })}</td>
                    <td>{formatNumber(p.marks)}%</td>
                    <td>{p.score}%</td>
                    {passMark !== null && <td>{passMark}%</td>}
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        )}
      </details>
    </Figure>
  );
}
