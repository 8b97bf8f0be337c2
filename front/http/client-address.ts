/**
 * The client's address behind proxies. `X-Forwarded-For` is believed only as far as trusted
 * proxies wrote it: anybody can send the header, so read from an untrusted peer it is ignored.
 *
 * `MC_TRUSTED_PROXIES` is a comma list of addresses and CIDR ranges, IPv4 and IPv6, and the name
 * `loopback` (127.0.0.0/8 and ::1):
 *
 *   MC_TRUSTED_PROXIES="10.0.0.0/8, 127.0.0.1, ::1, fd00::/8"
 *
 * Start from the socket's address; while that address is a trusted proxy, step to the next
 * address from the right of X-Forwarded-For (each proxy appends the address it heard from). The
 * first untrusted address is the client, or the leftmost when all are trusted. An entry that is
 * no address stops the walk at the last trusted hop: a proxy that wrote it is not to be believed
 * further. Addresses are answered in one form: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as IPv4, IPv6
 * compressed in lower case, without a zone.
 */
import { BlockList, isIP, SocketAddress } from 'node:net';

export interface TrustedProxies {
  /** The entries as read, for the log at start; empty when no proxy is trusted. */
  readonly entries: readonly string[];
  /** True when address (as clientAddress answers addresses) is a trusted proxy. */
  includes(address: string): boolean;
}

const SHORTCUTS: ReadonlyMap<string, readonly string[]> = new Map([['loopback', ['127.0.0.0/8', '::1']]]);

/** The trusted proxies of `text` (MC_TRUSTED_PROXIES); throws on an entry it cannot read, so the operator sees it at start. */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const list = new BlockList();
  const entries: string[] = [];
  const names = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const name of names) {
    const ranges = SHORTCUTS.get(name.toLowerCase()) ?? [name];
    for (const range of ranges) addRange(list, range, name);
    entries.push(name);
  }
  return {
    entries,
    includes(address) {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

function addRange(list: BlockList, range: string, entry: string): void {
  const [base = '', bits, ...rest] = range.split('/');
  const address = normalAddress(base);
  const family = address ? isIP(address) : 0;
  if (!address || family === 0 || rest.length > 0) throw malformed(entry);
  if (bits === undefined) {
    list.addAddress(address, family === 4 ? 'ipv4' : 'ipv6');
    return;
  }
  let prefix = /^\d{1,3}$/.test(bits) ? Number(bits) : Number.NaN;
  // A mapped range written in IPv6 (::ffff:10.0.0.0/104) is the IPv4 range it maps.
  if (family === 4 && isIP(base) === 6) prefix -= 96;
  if (!(prefix >= 0 && prefix <= (family === 4 ? 32 : 128))) throw malformed(entry);
  list.addSubnet(address, prefix, family === 4 ? 'ipv4' : 'ipv6');
}

function malformed(entry: string): Error {
  return new Error(
    `MC_TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR range (10.0.0.0/8, fd00::/8) or "loopback"; ` +
      'give a comma list of them, e.g. MC_TRUSTED_PROXIES="10.0.0.0/8, ::1"',
  );
}

/**
 * The client's address: `socketAddress` (the peer of the connection), stepped back through
 * `forwardedFor` (the X-Forwarded-For header, every copy joined with commas) while the address in
 * hand is a trusted proxy.
 */
export function clientAddress(socketAddress: string, forwardedFor: string | null | undefined, trusted: TrustedProxies): string {
  let client = normalAddress(socketAddress) ?? socketAddress;
  if (!forwardedFor || !trusted.includes(client)) return client;
  const hops = forwardedFor.split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hopAddress(hops[i] ?? '');
    if (!hop) return client;
    client = hop;
    if (!trusted.includes(client)) return client;
  }
  return client;
}

/** One X-Forwarded-For entry: an address, with the port some proxies add (`1.2.3.4:80`, `[::1]:80`). */
function hopAddress(entry: string): string | undefined {
  const text = entry.trim();
  const withPort = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(text) ?? /^(\d{1,3}(?:\.\d{1,3}){3}):(\d{1,5})$/.exec(text);
  if (!withPort) return normalAddress(text);
  const [, address = '', port] = withPort;
  if (port !== undefined && Number(port) > 65_535) return undefined;
  if (text.startsWith('[') && isIP(address) !== 6) return undefined;
  return normalAddress(address);
}

/** The address in one form (see the header), or undefined when `text` is no IP address. */
function normalAddress(text: string): string | undefined {
  const family = isIP(text);
  if (family === 4) return text;
  if (family !== 6) return undefined;
  let canonical: string;
  try {
    canonical = new SocketAddress({ address: text, family: 'ipv6' }).address;
  } catch {
    return undefined;
  }
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(canonical);
  return mapped?.[1] ?? canonical;
}
