// Live streams per client address. A stadium's fans often share one address (the club's Wi-Fi,
// a mobile network's NAT), so the bound is high enough for hundreds of them; it only stops one
// address from holding thousands of open sockets, each of which costs the process memory and a
// share of every frame's writes. Each server process counts its own streams.

/** Default: hundreds of fans behind one address keep their streams, thousands do not. */
export const DEFAULT_STREAMS_PER_ADDRESS = 600;

export class StreamQuota {
  private readonly open = new Map<string, number>();

  constructor(readonly limit: number = DEFAULT_STREAMS_PER_ADDRESS) {}

  /** Takes one stream for `address`; false when it already holds the limit. */
  acquire(address: string): boolean {
    const count = this.open.get(address) ?? 0;
    if (count >= this.limit) return false;
    this.open.set(address, count + 1);
    return true;
  }

  /** Gives one back when a stream ends, however it ended (called exactly once per acquire). */
  release(address: string): void {
    const count = this.open.get(address) ?? 0;
    if (count <= 1) this.open.delete(address);
    else this.open.set(address, count - 1);
  }

  /** Streams open from `address` (for tests and the bench). */
  count(address: string): number {
    return this.open.get(address) ?? 0;
  }
}
