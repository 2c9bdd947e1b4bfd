/**
 * Whether this process takes new requests: it stops on SIGTERM, before it closes, so the load balancer's readiness
 * check (GET /api/ready) takes it out of rotation while it finishes the requests in flight (docs/decisions/0271).
 */
export class Readiness {
  #draining = false;

  get draining(): boolean {
    return this.#draining;
  }

  drain(): void {
    this.#draining = true;
  }
}
