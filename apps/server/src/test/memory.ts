import v8 from 'node:v8';
import vm from 'node:vm';

// A full collection on demand, so a measure counts what is still referenced, not what waits to be collected.
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

/** Bytes of ArrayBuffers (every Buffer) still referenced. */
export function heldBytes(): number {
  collectGarbage();
  // V8 releases the array buffers of a collection on another thread; the second collection waits for that.
  collectGarbage();
  return process.memoryUsage().arrayBuffers;
}

/** The most ArrayBuffer bytes held beyond those at the start, over the points where `work` calls `sample`. */
export async function peakHeldBytes(work: (sample: () => void) => Promise<void>): Promise<number> {
  const start = heldBytes();
  let peak = 0;
  await work(() => {
    peak = Math.max(peak, heldBytes() - start);
  });
  return peak;
}
