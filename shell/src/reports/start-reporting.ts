/**
 * The reporter in the browser, started after the first paint: hub loads from the
 * status page's load recorder, render errors and canary fallbacks from the visit log, web
 * vitals from the `web-vitals` library, each attributed to the hub that owned the route at
 * the time; sent with sendBeacon when the page is hidden. Nothing about the child: see
 * @naturverse/contracts/report-shape for the only keys a report has.
 */
import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { getRuntimeConfig } from '@naturverse/platform';
import { reportBuild, reportVersion, type HubReport } from '@naturverse/contracts/report-shape';
import { getRegistry } from '../federation/loading/remotes';
import { getHubLoads, subscribeHubLoads } from '../federation/loading/plugins/load-recorder';
import type { HubLoads } from '../federation/loading/hub-loads';
import { browserFamily } from './browser-family';
import { failureKind } from '../federation/loading/failure-kind';
import { reportEndpoint, sampleRate } from './privacy';
import { clsValue, coarseMs } from './report-queue';
import { createReporter, type Reporter } from './reporter';
import { RENDER_ERROR_MARK, type RenderErrorDetail } from '../marks/marks';
import { CANARY_FALLBACK_MARK, REPORTING_MARK, type CanaryFallbackDetail } from '../marks/reporter-marks';
import { hubOfPath, pathAt, routePattern } from './route-pattern';
import { watchRoutes } from './route-timeline';

/** The shell's own pages are reported as the shell's. */
const SHELL = 'shell';

let reporter: Reporter | null = null;

export function getReporter(): Reporter | null {
  return reporter;
}

export function startReporting(): Reporter {
  if (reporter) return reporter;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const endpoint = reportEndpoint(getRuntimeConfig(), location.origin, { globalPrivacyControl: nav.globalPrivacyControl, doNotTrack: nav.doNotTrack });
  const send = (url: string, body: string) => navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }));
  const r = createReporter({ endpoint, sampled: Math.random() < sampleRate(getRuntimeConfig()), send });
  reporter = r;

  const prefixesByHub = Object.fromEntries(getRegistry().remotes.map((hub) => [hub.name, hub.prefixes]));
  const allPrefixes = Object.values(prefixesByHub).flat();
  const browser = browserFamily(navigator.userAgent);
  const { timeline, current } = watchRoutes();

  /** A report about `hub` on `pathname`, with the hub's version and build as its manifest named them. */
  const about = (hub: string, pathname: string | null, event: Pick<HubReport, 'event' | 'kind' | 'value'>): HubReport => {
    const build = hub === SHELL ? { version: __NATURVERSE_HUB_VERSION__, buildId: __NATURVERSE_BUILD_ID__ } : getHubLoads()[hub]?.build;
    return {
      hub,
      // what a hub's manifest says, as a report may carry it (a manifest from another tool may say anything)
      version: reportVersion(build?.version),
      build: reportBuild(build?.buildId),
      route: routePattern(pathname ?? location.pathname, allPrefixes),
      ...event,
      browser,
    };
  };
  const hubAt = (pathname: string | null) => (pathname && hubOfPath(pathname, prefixesByHub)) || SHELL;
  const lastPathOf = (hub: string) => timeline.findLast((visit) => hubAt(visit.pathname) === hub)?.pathname ?? prefixesByHub[hub]?.[0] ?? null;
  // where something about `hub` (or the shell's own pages) happened at `at`: the page's path then
  // if it is the hub's own, else its last known path (a reporter that started late did not see the route change)
  const routeOf = (hub: string, at: number) => {
    const path = pathAt(timeline, at);
    return path && hubAt(path) === hub ? path : lastPathOf(hub);
  };

  // render errors and canary fallbacks the page marked, before the start and after (buffered)
  new PerformanceObserver((list) => {
    for (const mark of list.getEntries() as PerformanceMark[]) {
      if (mark.name === RENDER_ERROR_MARK) {
        const { hub, name } = mark.detail as RenderErrorDetail;
        r.report(about(hub, routeOf(hub, mark.startTime), { event: 'render-error', kind: name, value: null }));
      } else if (mark.name === CANARY_FALLBACK_MARK) {
        const { hub, kind, version } = mark.detail as CanaryFallbackDetail;
        // the canary's version, not the stable build that loaded after it (the canary gate counts it)
        r.report({ ...about(hub, routeOf(hub, mark.startTime), { event: 'canary-fallback', kind, value: null }), version, build: 'unknown' });
      }
    }
  }).observe({ type: 'mark', buffered: true });

  // each hub load once it settles: loaded (with its time) or failed (with its kind)
  let seen: HubLoads = {};
  const onLoads = () => {
    const loads = getHubLoads();
    for (const [hub, load] of Object.entries(loads)) {
      if (seen[hub] === load) continue;
      current();
      // a load may start on a hover before the route changes: it is told on the hub's own route
      const path = lastPathOf(hub);
      if (load.state === 'loaded' && load.ms !== null) r.report(about(hub, path, { event: 'load', kind: null, value: coarseMs(load.ms) }));
      if (load.state === 'failed') r.report(about(hub, path, { event: 'load-failure', kind: load.kind ?? failureKind(load.error), value: null }));
    }
    seen = loads;
  };
  onLoads();
  subscribeHubLoads(onLoads);

  // a vital belongs to the hub whose route the page was on when its entry happened
  const onVital = (metric: Metric) => {
    current();
    const entry = metric.entries.at(-1);
    const path = entry ? pathAt(timeline, entry.startTime) : pathAt(timeline, performance.now());
    const value = metric.name === 'CLS' ? clsValue(metric.value) : coarseMs(metric.value);
    r.report(about(hubAt(path), path, { event: 'vital', kind: metric.name, value }));
  };
  onLCP(onVital);
  onINP(onVital);
  onCLS(onVital);

  // after web-vitals' own listeners (registered above), so their final values are queued first
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') r.flush();
  });
  addEventListener('pagehide', () => r.flush());
  // for tools (and the e2e suite) that need to know reports are being collected in this visit
  performance.mark(REPORTING_MARK);
  return r;
}
