import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { theme, styled } from '@nism/shared-ui';
import type { SeriesPoint, VitalName } from '../api/fetch-field-data';
import { formatVital, THRESHOLDS } from '../thresholds';

const HEIGHT = 220;

/* The height is reserved before uPlot loads; the rules are the few of uPlot's stylesheet that place its layers. */
const Plot = styled.div`
  min-height: ${HEIGHT}px;
  width: 100%;
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

function options(name: VitalName, width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    scales: { x: { time: true } },
    axes: [{ stroke: theme.colors.muted }, { stroke: theme.colors.muted, values: (_u, ticks) => ticks.map((v) => formatVital(name, v)) }],
    series: [
      {},
      { label: `p75 ${name}`, stroke: theme.colors.primary, width: 2, points: { show: true } },
      { label: 'good', stroke: theme.colors.success, dash: [6, 4], width: 1, points: { show: false } },
    ],
  };
}

/** One vital's hourly p75 on one route, against web.dev's "good" line; uPlot loads with the chart only. */
export function VitalChart({ name, route, points }: { name: VitalName; route: string; points: SeriesPoint[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let chart: uPlot | undefined;
    let cancelled = false;
    const data: uPlot.AlignedData = [
      points.map((p) => Date.parse(p.hour) / 1000),
      points.map((p) => p.p75),
      points.map(() => THRESHOLDS[name].good),
    ];
    const resize = () => chart?.setSize({ width: el.clientWidth, height: HEIGHT });
    import('uplot')
      .then(({ default: UPlot }) => {
        if (cancelled) return;
        chart = new UPlot(options(name, el.clientWidth || 320), data, el);
        window.addEventListener('resize', resize);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      window.removeEventListener('resize', resize);
      chart?.destroy();
    };
  }, [name, points]);

  const last = [...points].reverse().find((p) => p.p75 !== null);
  return (
    <>
      <Plot
        ref={ref}
        role="img"
        aria-label={`p75 ${name} on ${route}, hour by hour over ${points.length} hours${last?.p75 != null ? `; the last: ${formatVital(name, last.p75)}` : ''}`}
      />
      {failed && <p>The chart could not be drawn; the table above has the figures.</p>}
    </>
  );
}
