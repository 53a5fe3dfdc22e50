import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * docs/operations.md walked as printed: the commands of "Install, step by step", the restore
 * and the upgrade, in order, in a scratch root. The guide's commands are read from the file
 * and must be the ones listed here: a command changed in the guide fails this test until it
 * is walked again.
 *
 * What runs for real: bash, tar, mkdir, ln, chown, install, runuser, node, and the release's
 * own deploy/ files (install.sh, upgrade.sh, render.mjs, the nginx files), nginx -t on the
 * rendered front. Stand-ins, and only these: `systemctl` (no systemd as PID 1 here; it writes
 * down what it was asked), `useradd` (install.sh runs with --root; the service user is
 * `nobody`, given the owners install.sh sets on a real server), `certbot` (no public name),
 * the operator's editor (`nano`: it writes the SMTP settings) and the release's commands
 * (they write down their arguments, user and settings: tests/integration/restore-safety.test.ts
 * and tests/e2e/release.spec.ts run the real ones). Absolute paths are taken under the
 * scratch root. Not walked: step 1 (apt-get and NodeSource need the internet; the packages
 * are this machine's), the TLS terminator's `nginx -t` (certbot's certificate is a stand-in:
 * tests/unit/tls-terminator.test.ts checks that file) and step 9 (a public name).
 */
const doc = readFileSync('docs/operations.md', 'utf8');

/** The text between two headings or phrases of the guide. */
const between = (from: string, to: string) =>
  doc.slice(doc.indexOf(from), doc.indexOf(to, doc.indexOf(from)));
const fenced = (text: string) =>
  [...text.matchAll(/```(?:bash|sh)\n([\s\S]*?)\n\s*```/g)].map((m) => dedent(m[1]));
const dedent = (block: string) => block.replace(/^ {3}/gm, '');

/** The guide's commands, in order: fenced blocks, and the steps' inline commands. */
function guideCommands(): string[] {
  const install = between('### Install, step by step', 'What ran here:');
  const inline = [
    ...install.replace(/```[\s\S]*?```/g, '').matchAll(/`((?:mkdir|bash|nano|systemctl) [^`]+)`/g),
  ].map((m) => m[1]);
  const steps = install
    .split(/\n(?=\d+\. )/)
    .flatMap((step) => [...inline.filter((command) => step.includes(`\`${command}\``)), ...fenced(step)]);
  return [
    ...steps,
    ...fenced(between('To restore, as root', '### Upgrading')),
    ...fenced(between('### Upgrading', '`deploy/upgrade.sh` does')),
  ];
}

const walked = {
  step1: [
    'apt-get update && apt-get install -y ca-certificates curl nano nginx-light libnginx-mod-nchan certbot',
    'curl -fsSL https://deb.nodesource.com/setup_22.x -o /tmp/nodesource_setup.sh && bash /tmp/nodesource_setup.sh',
    'apt-get install -y nodejs && node --version',
  ].join('\n'),
  unpack: 'mkdir -p /opt/club-site/releases && tar -xzf /root/<id>.tar.gz -C /opt/club-site/releases',
  install: 'bash /opt/club-site/releases/<id>/deploy/install.sh --site-url https://www.club.example',
  edit: 'nano /etc/club-site/club-site.env',
  current: [
    'ln -sfn /opt/club-site/releases/<id> /opt/club-site/current',
    "chown -R club-site: /opt/club-site/current/.next     # Next's file cache writes there",
    "cd /opt/club-site/current && runuser -u club-site -- bash -c 'set -a; . /etc/club-site/club-site.env; set +a;",
    '  node commands/migrate.mjs && node commands/create-admin.mjs --email secretary@club.example --name "Club secretary"\'',
  ].join('\n'),
  start: 'systemctl enable --now club-site@3000 club-site-backup.timer',
  running: "systemctl list-units 'club-site@*'",
  front: [
    'install -D -m 644 deploy/nginx/unavailable.html /var/www/club-site/unavailable.html',
    'install -d -o www-data -g www-data /var/cache/nginx/club-site',
    'node deploy/nginx/render.mjs deploy/nginx/club-site.conf SERVER_NAME=www.club.example > /etc/nginx/conf.d/club-site.conf',
    'nginx -t && systemctl reload nginx',
  ].join('\n'),
  tls: [
    'certbot certonly --webroot -w /var/www/html -d www.club.example --deploy-hook "systemctl reload nginx"',
    'node deploy/nginx/render.mjs deploy/nginx/tls.conf SERVER_NAME=www.club.example > /etc/nginx/conf.d/club-site-tls.conf',
    'rm /etc/nginx/sites-enabled/default && nginx -t && systemctl reload nginx',
  ].join('\n'),
  restore: [
    "systemctl stop 'club-site@*'",
    'cd /opt/club-site/current && (set -a; . /etc/club-site/club-site.env; set +a; node commands/restore.mjs /var/lib/club-site/backups/<folder>)',
    'systemctl start club-site@3000',
  ].join('\n'),
  upgrade: 'bash /opt/club-site/current/deploy/upgrade.sh /root/<version>-<build>.tar.gz',
  rollback: 'bash /opt/club-site/current/deploy/upgrade.sh --rollback',
};

describe('docs/operations.md, walked', () => {
  it('prints the commands this test walks, in this order', () => {
    expect(guideCommands()).toEqual(Object.values(walked));
  });

  const asRoot = process.getuid?.() === 0;
  it.runIf(asRoot)('runs them as printed in a scratch root', { timeout: 60_000 }, () => {
    const outcome = walk();
    expect(outcome.status, outcome.output).toBe(0);
    const journal = readFileSync(path.join(root, 'journal'), 'utf8').trim().split('\n');
    expect(journal).toEqual([
      'nano /etc/club-site/club-site.env',
      'chown nobody: .next',
      'migrate as nobody with PAYLOAD_SECRET and SITE_URL=https://www.club.example',
      'create-admin --email secretary@club.example --name Club secretary as nobody with PAYLOAD_SECRET and SITE_URL=https://www.club.example',
      'systemctl enable --now club-site@3000 club-site-backup.timer',
      'systemctl reload nginx',
      `certbot certonly --webroot -w ${root}/var/www/html -d www.club.example --deploy-hook systemctl reload nginx`,
      'systemctl reload nginx',
      'systemctl stop club-site@*',
      `restore ${root}/var/lib/club-site/backups/2026-11-28T031500Z as root with PAYLOAD_SECRET and SITE_URL=https://www.club.example`,
      'systemctl start club-site@3000',
      `keep-static ${root}/opt/club-site/releases/0.1.0-first as root with PAYLOAD_SECRET and SITE_URL=https://www.club.example`,
      'migrate as root with PAYLOAD_SECRET and SITE_URL=https://www.club.example',
      'systemctl start club-site@3001',
      'systemctl reload nginx',
      'systemctl stop club-site@3000',
      'systemctl disable --quiet club-site@3000',
      'systemctl enable --quiet club-site@3001',
      'systemctl start club-site@3000',
      'systemctl reload nginx',
      'systemctl stop club-site@3001',
      'systemctl disable --quiet club-site@3001',
      'systemctl enable --quiet club-site@3000',
    ]);
    const site = (file: string) => path.join(root, file);
    expect(statSync(site('etc/club-site/club-site.env')).mode & 0o777).toBe(0o600);
    expect(readFileSync(site('etc/club-site/club-site.env'), 'utf8')).toMatch(
      /^SMTP_HOST=mail\.club\.example$/m,
    );
    expect(readFileSync(site('etc/nginx/conf.d/club-site.conf'), 'utf8')).toContain(
      'server 127.0.0.1:3000 max_fails',
    );
    expect(existsSync(site('etc/nginx/conf.d/club-site-tls.conf'))).toBe(true);
    expect(readlinkSync(site('opt/club-site/current'))).toBe(site('opt/club-site/releases/0.1.0-first'));
  });
});

const root = mkdtempSync(path.join(tmpdir(), 'club-guide-walk-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A release as the guide handles it: the real deploy/, stand-in commands. */
function packRelease(id: string): void {
  const folder = path.join(root, 'build', id);
  mkdirSync(path.join(folder, 'commands'), { recursive: true });
  mkdirSync(path.join(folder, '.next', 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(folder, '.next', 'static', 'chunks', `${id}.js`), '');
  writeFileSync(path.join(folder, 'server.js'), '');
  cpSync('deploy', path.join(folder, 'deploy'), { recursive: true });
  for (const name of ['migrate', 'create-admin', 'restore', 'keep-static']) {
    writeFileSync(
      path.join(folder, 'commands', `${name}.mjs`),
      `import { appendFileSync } from 'node:fs';
const user = process.getuid() === 0 ? 'root' : 'nobody';
const settings = process.env.PAYLOAD_SECRET ? 'PAYLOAD_SECRET and SITE_URL=' + process.env.SITE_URL : 'no settings';
appendFileSync(${JSON.stringify(path.join(root, 'journal'))}, [${JSON.stringify(name)}, ...process.argv.slice(2), 'as', user, 'with', settings].join(' ') + '\\n');
`,
    );
  }
  mkdirSync(path.join(root, 'root'), { recursive: true });
  spawnSync('tar', ['-czf', path.join(root, 'root', `${id}.tar.gz`), '-C', path.join(root, 'build'), id]);
}

function standIn(name: string, body: string): void {
  const file = path.join(root, 'stand-ins', name);
  writeFileSync(file, `#!/usr/bin/env bash\n${body}\n`);
  chmodSync(file, 0o755);
}

/** The guide's commands as printed, absolute paths under the scratch root. */
function walk() {
  chmodSync(root, 0o755);
  mkdirSync(path.join(root, 'stand-ins'), { recursive: true });
  const journal = path.join(root, 'journal');
  writeFileSync(journal, '');
  chmodSync(journal, 0o666);
  const log = `>> ${JSON.stringify(journal)}`;
  standIn(
    'systemctl',
    `[ "$1" = list-units ] || echo "systemctl $*" ${log}
[ "$1" != list-units ] || echo "club-site@$(cat ${root}/running 2>/dev/null || echo 3000).service loaded active running"
[ "$1" != start ] || [ "\${2#club-site@}" = "$2" ] || echo "\${2#club-site@}" > ${root}/running`,
  );
  standIn('certbot', `echo "certbot $*" ${log}`);
  standIn(
    'nano',
    `echo "nano \${1#${root}}" ${log}; printf 'SMTP_HOST=mail.club.example\\nSMTP_USER=site@club.example\\n' >> "$1"`,
  );
  // `chown -R club-site:` as install.sh leaves the service user's files on a real server.
  const chownUser = `chown() { command chown "\${@/club-site:/nobody:}"; echo "chown nobody: $(basename "\${@: -1}")" ${log}; }`;
  const runuser = `runuser() { shift 2; command runuser -u nobody "$@"; }`;
  // nginx -t of the rendered front, loaded as Debian's nginx.conf includes conf.d.
  // Its own folders (the cache, the pages) taken under the scratch root too.
  const nginx = `nginx() { sed "s#/var/#${root}/var/#g" ${root}/etc/nginx/conf.d/club-site.conf > ${root}/front-test.conf; printf 'load_module /usr/lib/nginx/modules/ngx_nchan_module.so;\\nevents {}\\nhttp { include ${root}/front-test.conf; }\\n' > ${root}/nginx-test.conf; command nginx -q -t -p ${root}/ -c ${root}/nginx-test.conf -e ${root}/nginx-error.log -g "pid ${root}/nginx.pid;"; }`;

  packRelease('0.1.0-first');
  packRelease('0.2.0-second');
  const ids: Record<string, string> = {
    '<id>': '0.1.0-first',
    '<version>-<build>': '0.2.0-second',
    '<folder>': '2026-11-28T031500Z',
  };
  const asPrinted = (command: string) =>
    Object.entries(ids)
      .reduce((text, [placeholder, value]) => text.replaceAll(placeholder, value), command)
      .replace(/(^|[\s(>'=])\/(opt|etc|var|root)\//g, `$1${root}/$2/`)
      .replace(/(install|upgrade)\.sh( |$)/g, `$1.sh --root ${root}$2`);

  const script = [
    'set -euo pipefail',
    `export PATH=${root}/stand-ins:$PATH FRONT_RELOAD='nginx -t && systemctl reload nginx' FRONT_SETTLE_SECONDS=0`,
    chownUser,
    runuser,
    nginx,
    'export -f nginx',
    // What step 1's nginx package leaves: its folders and the default site.
    `mkdir -p ${root}/etc/nginx/conf.d ${root}/etc/nginx/sites-enabled && touch ${root}/etc/nginx/sites-enabled/default`,
    asPrinted(walked.unpack),
    asPrinted(walked.install),
    // What install.sh does for the service user on a real server (useradd, chown).
    `command chown nobody: ${root}/etc/club-site/club-site.env ${root}/var/lib/club-site ${root}/var/lib/club-site/backups`,
    asPrinted(walked.edit),
    asPrinted(walked.current),
    asPrinted(walked.start),
    asPrinted(walked.running),
    asPrinted(walked.front),
    asPrinted(walked.tls),
    `mkdir -p ${root}/var/lib/club-site/backups/2026-11-28T031500Z`,
    asPrinted(walked.restore),
    asPrinted(walked.upgrade),
    asPrinted(walked.rollback),
  ].join('\n');
  writeFileSync(path.join(root, 'walk.sh'), script);
  const result = spawnSync('bash', [path.join(root, 'walk.sh')], { encoding: 'utf8', cwd: root });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}
