/**
 * Loaded into a benchmark's server process (`--import`, see server.ts) when BENCH_LOOP_DELAY_FILE is set: measures
 * how late the server's event loop runs (`monitorEventLoopDelay`, meaningful under load, unlike a request's latency,
 * which includes the client's and the machine's waits) and counts stalls, timer ticks over 500 ms late. On SIGUSR2 it
 * writes what it measured since the last signal to that file, as JSON, and starts again.
 */
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
  /** Ticks of a 20 ms timer that came over 500 ms late: the loop blocked, or the process not scheduled. */
  stalls: number;
  /** The longest of them, ms. */
  longestStall: number;
}

const file = process.env.BENCH_LOOP_DELAY_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let stalls = 0;
  let longestStall = 0;
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const late = now - last - 20;
    if (late > 500) {
      stalls += 1;
      longestStall = Math.max(longestStall, late);
    }
    last = now;
  }, 20).unref();
  process.on('SIGUSR2', () => {
    const ms = (ns: number) => Math.round(ns / 1e6);
    const measured: LoopDelay = {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      stalls,
      longestStall: Math.round(longestStall),
    };
    fs.writeFileSync(file, JSON.stringify(measured));
    histogram.reset();
    stalls = 0;
    longestStall = 0;
  });
}
