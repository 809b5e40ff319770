import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/** How long the list of the machine's addresses is kept before it is read again. */
const REFRESH_MS = 5_000;

/** `http://<address>:<port>` for one interface address (IPv6 in brackets). */
function httpOrigin(address: NetworkInterfaceInfo, port: number): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return new URL(`http://${host}:${port}`).origin;
}

/**
 * This machine's own network addresses, as origins of the app at the port it listens on: what
 * the phones and tablets on a laptop's hotspot open (issue 31, a room without internet). They
 * are the machine's, read from the system (os.networkInterfaces), never from a request, so a
 * DNS-rebinding page (its Origin is its own name) stays refused. Read again every few seconds:
 * a hotspot started, or a network joined, after the server gives the laptop a new address.
 */
export class OwnAddresses {
  private cached: { at: number; origins: Set<string> } | undefined;

  constructor(
    private port: number,
    private readonly read: () => Interfaces = networkInterfaces,
    private readonly now: () => number = Date.now,
  ) {}

  /** The port the server listens on, once known (PORT=0 picks one when listening). */
  listeningOn(port: number): void {
    this.port = port;
    this.cached = undefined;
  }

  /**
   * The addresses phones can open: one `http://` origin per IPv4 address of an interface that
   * is not the loopback, in the system's order.
   */
  phoneAddresses(): string[] {
    return this.addresses()
      .filter((address) => address.family === 'IPv4' && !address.internal)
      .map((address) => httpOrigin(address, this.port));
  }

  /**
   * Every address of the machine as an origin (IPv4 and IPv6, loopback included), for the
   * same-origin guard. IPv6 link-local addresses are left out: a browser cannot open one
   * without naming the interface, so no page has such an origin.
   */
  origins(): Set<string> {
    const now = this.now();
    if (this.cached && now - this.cached.at < REFRESH_MS) return this.cached.origins;
    const origins = new Set(
      this.addresses()
        .filter((address) => !(address.family === 'IPv6' && address.scopeid))
        .map((address) => httpOrigin(address, this.port)),
    );
    this.cached = { at: now, origins };
    return origins;
  }

  private addresses(): NetworkInterfaceInfo[] {
    if (this.port === 0) return [];
    return Object.values(this.read()).flatMap((list) => list ?? []);
  }
}

/** HOST values that listen on every interface. */
const ALL_INTERFACES = new Set(['0.0.0.0', '::', '[::]']);

/** Whether the server, listening on `host`, can be reached from the machine's networks. */
export const listensOnEveryInterface = (host: string): boolean => ALL_INTERFACES.has(host);

/**
 * What `npm start` prints for a room when HOST listens on every interface (HOST=0.0.0.0): the
 * addresses the phones and tablets on this computer's network (its hotspot) can open, or what
 * to do when it has none yet. Nothing for a HOST that only this computer reaches.
 */
export function roomAddressLines(host: string, phoneAddresses: string[]): string[] {
  if (!listensOnEveryInterface(host)) return [];
  if (phoneAddresses.length === 0) {
    return [
      'No network address yet: start the hotspot (or join the room’s network), then restart to see the address phones can open.',
    ];
  }
  return [
    'Phones and tablets on this computer’s network (its hotspot) can open:',
    ...phoneAddresses.map((address) => `  ${address}`),
  ];
}
