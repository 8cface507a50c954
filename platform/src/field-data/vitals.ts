// The web vitals, with attribution. Imported by the shell (not through the shared @nism/platform) and loaded by a
// dynamic import after the first paint: the web-vitals chunk is the shell's own, fetched once, and a sampled-out or
// opted-out session never downloads it.
import type {
  CLSMetricWithAttribution,
  INPMetricWithAttribution,
  LCPMetricWithAttribution,
  MetricWithAttribution,
} from 'web-vitals/attribution';
import type { FieldEventInput } from './store';

/** What each metric's attribution tells about where the time went, without URLs (an LCP image's URL may hold ids). */
export function attributionOf(metric: MetricWithAttribution): Record<string, unknown> | undefined {
  switch (metric.name) {
    case 'LCP': {
      const a = (metric as LCPMetricWithAttribution).attribution;
      return {
        target: a.target,
        timeToFirstByte: a.timeToFirstByte,
        resourceLoadDelay: a.resourceLoadDelay,
        resourceLoadDuration: a.resourceLoadDuration,
        elementRenderDelay: a.elementRenderDelay,
      };
    }
    case 'INP': {
      const a = (metric as INPMetricWithAttribution).attribution;
      return {
        target: a.interactionTarget,
        type: a.interactionType,
        inputDelay: a.inputDelay,
        processingDuration: a.processingDuration,
        presentationDelay: a.presentationDelay,
        loadState: a.loadState,
      };
    }
    case 'CLS': {
      const a = (metric as CLSMetricWithAttribution).attribution;
      return { target: a.largestShiftTarget, loadState: a.loadState };
    }
    default:
      return undefined;
  }
}

export function toVitalEvent(metric: MetricWithAttribution): FieldEventInput {
  const event: FieldEventInput = {
    kind: 'vital',
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    attribution: attributionOf(metric),
  };
  // INP is sent with the route of its interaction (issue 47 §4), which the collector looks up by this time.
  const time = metric.name === 'INP' ? (metric as INPMetricWithAttribution).attribution.interactionTime : undefined;
  if (typeof time === 'number') event.interactionTime = time;
  return event;
}

/** Loads web-vitals (its own chunk) and reports LCP, INP, CLS, FCP and TTFB as the library settles each. */
export function observeVitals(report: (event: FieldEventInput) => void): void {
  import(/* webpackChunkName: "web-vitals" */ 'web-vitals/attribution')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const send = (metric: MetricWithAttribution) => report(toVitalEvent(metric));
      onLCP(send);
      onINP(send);
      onCLS(send);
      onFCP(send);
      onTTFB(send);
    })
    .catch(() => {}); // offline, or a chunk that failed to load: no vitals this page
}
