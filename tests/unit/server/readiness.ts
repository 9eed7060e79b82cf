/**
 * A balancer's view of one instance's /readyz, for the load tests: it keeps its side of
 * SHUTDOWN_NOT_READY_MS. A 200 counts for `freshMs` from when that poll was asked, not from when
 * its answer was read, and a late answer to an older poll does not count: so a CPU-starved test
 * process that reads a 503 late (or whose poll goes unanswered) stops sending within `freshMs`
 * of the instance turning not ready, well inside the window. Keep `freshMs` under the window
 * with room for a connection's way to the instance.
 */
export class Readiness {
  #asked = 0
  #answered = 0
  #readyUntil = 0

  constructor(
    private readonly ask: () => Promise<boolean>,
    private readonly freshMs: number,
  ) {}

  /** Asks /readyz once more; the answer counts when it comes, unless a newer poll's came first. */
  poll(): void {
    const poll = ++this.#asked
    const askedAt = performance.now()
    this.ask().then(
      (ready) => this.#answer(poll, ready ? askedAt + this.freshMs : 0),
      () => this.#answer(poll, 0),
    )
  }

  #answer(poll: number, readyUntil: number) {
    if (poll < this.#answered) return
    this.#answered = poll
    this.#readyUntil = readyUntil
  }

  /** Whether the instance may be sent a request now. */
  get ready(): boolean {
    return performance.now() < this.#readyUntil
  }
}
