import { readdirSync, readFileSync } from 'node:fs';

/**
 * The largest resident memory of one process of the process group `group` (Linux's /proc):
 * `next start` runs npx, which runs the server, all in the group the bench started.
 */
export function largestRssOfGroup(group: number): number {
  let largest = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command's closing parenthesis: state, ppid, pgrp, … (proc(5)).
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      const rssPages = Number(readFileSync(`/proc/${entry}/statm`, 'utf8').split(' ')[1]);
      largest = Math.max(largest, rssPages * 4096);
    } catch {
      // the process ended meanwhile
    }
  }
  return largest;
}
