import { readdirSync, readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks. */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) the process has used so far, from /proc/<pid>/stat; undefined once it is gone. */
export function cpuSeconds(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** The process's peak resident set so far (VmHWM), in MiB. */
export function peakRssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
}

/** The pids of every PostgreSQL process on this machine: the database shares the 2 cores with the server under test. */
export function postgresPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
}

/**
 * Measures the CPU that the processes `pids()` names use from now on, together, as % of one core. A
 * process that starts meanwhile (a new database connection) counts from its start; one that ends
 * meanwhile is left out.
 */
export function cpuMeter(pids: () => number[]): { stop(): number } {
  const start = new Map(pids().map((pid) => [pid, cpuSeconds(pid)]));
  const startWall = performance.now();
  return {
    stop: () => {
      let used = 0;
      for (const pid of pids()) {
        const before = start.has(pid) ? start.get(pid) : 0;
        const after = cpuSeconds(pid);
        if (before !== undefined && after !== undefined) used += after - before;
      }
      return (used / ((performance.now() - startWall) / 1000)) * 100;
    },
  };
}
