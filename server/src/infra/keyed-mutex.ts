/**
 * Runs work one at a time per key inside this process (a promise chain per key): password judges
 * serialize on the account so that the verdicts of parallel attempts are counted before the next one
 * is judged. Work under different keys runs in parallel. A key's chain is dropped once it is idle, so
 * the map holds only keys with work in flight.
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>()

  /** keys with work running or waiting */
  get size(): number {
    return this.tails.size
  }

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    // a tail never rejects: the next work starts when this one settles, whether it succeeded or threw
    const result = (this.tails.get(key) ?? Promise.resolve()).then(() => work())
    const tail = result.then(() => undefined, () => undefined)
    this.tails.set(key, tail)
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key)
    })
    return result
  }
}
