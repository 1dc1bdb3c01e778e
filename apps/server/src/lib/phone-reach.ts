import { type NetworkInterfaceInfo, networkInterfaces } from 'node:os';
import type { Config } from '../config.ts';

/** Whether phones in the room can open the addresses the server gives them (docs/decisions.md#346). */
interface PhoneReach {
  /** PUBLIC_URL names this machine itself (localhost, 127.x.x.x, ::1): a phone asked to open it opens itself. */
  loopback: boolean;
  /** This machine's addresses on its networks, as `http://<ip>:<port>`, IPv4 first: what PUBLIC_URL could be. */
  lanUrls: string[];
}

const LOOPBACK_HOST = /^(localhost|.+\.localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|0\.0\.0\.0|\[::1?\])$/i;

/** Whether `url` leads to the machine that opens it. */
export const isLoopbackUrl = (url: string): boolean => LOOPBACK_HOST.test(new URL(url).hostname);

type Listening = Pick<Config, 'host' | 'port'> & { tls?: unknown };

/**
 * The addresses other devices can reach this server at: each non-internal address of the machine that the server
 * listens on (all IPv4 ones for 0.0.0.0, IPv6 ones too for ::), IPv4 first. IPv6 link-local addresses are left out:
 * a browser cannot open one without its interface's name.
 */
export function lanUrlsOf(
  { host, port, tls }: Listening,
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces(),
): string[] {
  const scheme = tls ? 'https' : 'http';
  const external = Object.values(interfaces)
    .flatMap((addresses) => addresses ?? [])
    .filter(({ internal, family, address }) => !internal && !(family === 'IPv6' && /^fe80:/i.test(address)));
  const ordered = [
    ...external.filter(({ family }) => family === 'IPv4'),
    ...external.filter(({ family }) => family === 'IPv6'),
  ];
  const listened = ordered.filter(({ family, address }) =>
    host === '0.0.0.0' ? family === 'IPv4' : host === '::' || host === '' || address === host,
  );
  const urls = listened.map(({ family, address }) =>
    family === 'IPv6' ? `${scheme}://[${address}]:${port}` : `${scheme}://${address}:${port}`,
  );
  return [...new Set(urls)];
}

/** How far phones can reach this server, as the console and the start line tell the organiser. */
export const phoneReachOf = (
  config: Listening & Pick<Config, 'publicUrl'>,
  interfaces?: NodeJS.Dict<NetworkInterfaceInfo[]>,
): PhoneReach => ({
  loopback: isLoopbackUrl(config.publicUrl),
  lanUrls: lanUrlsOf(config, interfaces),
});

/** The start's line for an operator whose PUBLIC_URL no phone can open; undefined when phones can. */
export function unreachableLine(publicUrl: string, { loopback, lanUrls }: PhoneReach): string | undefined {
  if (!loopback) return undefined;
  const fix =
    lanUrls.length > 0
      ? `set PUBLIC_URL to this machine's address on the venue's network, one of ${lanUrls.join(', ')}`
      : "start the server on the venue's network with HOST=0.0.0.0 and PUBLIC_URL set to this machine's address there";
  return `Phones cannot open ${publicUrl}, where the QR codes and sign-in send them: ${fix}`;
}
