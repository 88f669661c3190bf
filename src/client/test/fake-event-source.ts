// The browser's EventSource as the live stream hook uses it, for component tests: the test plays
// the server (vi.stubGlobal("EventSource", FakeEventSource), then `send` frames).

/** Every stream a test opened is in `opened`; reset it in beforeEach. */
export class FakeEventSource {
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = 1;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }

  addEventListener(kind: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(kind, [...(this.listeners.get(kind) ?? []), listener]);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** A frame of the server, with its `id:`. */
  send(kind: string, id: number, data: unknown): void {
    const event = { data: JSON.stringify(data), lastEventId: String(id) } as MessageEvent<string>;
    for (const listener of this.listeners.get(kind) ?? []) listener(event);
  }

  ready(id: number): void {
    this.send("ready", id, { lastEventId: id, serverTime: Date.now() });
  }
}
