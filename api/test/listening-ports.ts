import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Linux lists sockets in /proc; elsewhere the tests that read it are skipped. */
export const CAN_LIST_LISTENING_PORTS = existsSync('/proc/net/tcp');

const LISTEN = '0A';

/**
 * The TCP ports a process listens on, from the kernel's own tables: its open sockets
 * (/proc/<pid>/fd) matched with the listening entries of /proc/net/tcp and tcp6. Whatever the
 * code says it binds, this is what another program on the machine could connect to.
 */
export function listeningTcpPorts(pid: number | 'self' = 'self'): number[] {
  const fdDir = `/proc/${pid}/fd`;
  const inodes = new Set<string>();
  for (const fd of readdirSync(fdDir)) {
    try {
      const inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`${fdDir}/${fd}`))?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // closed while we looked
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').trim().split('\n').slice(1)) {
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode
      const [, local, , state, , , , , , inode] = line.trim().split(/\s+/);
      const port = local?.split(':')[1];
      if (state === LISTEN && inode && inodes.has(inode) && port) ports.push(parseInt(port, 16));
    }
  }
  return ports.sort((a, b) => a - b);
}
