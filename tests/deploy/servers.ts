import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';
export const CADDY = '/usr/bin/caddy';

export interface Server {
  origin: string;
  stop: () => Promise<void>;
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once the server answers (its socket refuses until the server has bound it). */
async function answered(origin: string, child: ChildProcess, errorLog: string) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${child.spawnfile} exited (${child.exitCode}): ${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`);
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** A documented configuration with the lines the documentation says to set, set. */
function configured(file: string, lines: [string, string][]): string {
  let text = readFileSync(file, 'utf8');
  for (const [documented, set] of lines) {
    if (!text.includes(documented)) throw new Error(`${file} no longer has the line "${documented.trim()}" this test sets`);
    text = text.replace(documented, set);
  }
  return text;
}

/** Debian's own default site ("Welcome to nginx!"), as a stock install enables it, on `port`. */
export function debianDefaultSite(port: number): string {
  return readFileSync('/etc/nginx/sites-available/default', 'utf8').replace(/listen (\[::\]:)?80 default_server;/g, (_line, v6: string | undefined) => (v6 ? '' : `listen 127.0.0.1:${port} default_server;`));
}

/** nginx's main configuration around `sites` (conf.d files), as Debian's nginx.conf includes them, in `dir`. */
function nginxMain(dir: string, errorLog: string, sites: string[]): string {
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp), { recursive: true });
  sites.forEach((site, index) => writeFileSync(path.join(dir, `site${index}.conf`), site));
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${errorLog};`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `  ${temp === 'body' ? 'client_body' : temp}_temp_path ${dir}/${temp};`),
      ...sites.map((_site, index) => `  include ${dir}/site${index}.conf;`),
      '}',
    ].join('\n'),
  );
  return main;
}

/** deploy/nginx/localbox.conf with its `listen` and `root` set as the file says. */
export function nginxSite(root: string, port: number): string {
  return configured('deploy/nginx/localbox.conf', [
    ['    listen 80 default_server;', `    listen 127.0.0.1:${port} default_server;`],
    ['    root /var/www/localbox;', `    root ${root};`],
  ]);
}

/** `nginx -t` on `sites` together (conf.d files): whether nginx accepts them, and what it said. */
export function nginxTest(sites: string[]): { ok: boolean; output: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'localbox-nginx-'));
  const errorLog = path.join(dir, 'error.log');
  const result = spawnSync(NGINX, ['-t', '-p', dir, '-c', nginxMain(dir, errorLog, sites), '-e', errorLog], { encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/**
 * Starts Debian's nginx with the documented configuration (deploy/nginx/localbox.conf, its
 * `listen` and `root` set as the file says) serving `root`, in a folder of its own.
 */
export async function startNginx(root: string): Promise<Server> {
  if (!existsSync(NGINX)) throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does)');
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'localbox-nginx-'));
  const errorLog = path.join(dir, 'error.log');
  const main = nginxMain(dir, errorLog, [nginxSite(root, port)]);
  const child = spawn(NGINX, ['-p', dir, '-c', main, '-e', errorLog], { stdio: 'ignore' });
  return served(`http://localhost:${port}`, child, dir, errorLog, 'SIGQUIT');
}

async function served(origin: string, child: ChildProcess, dir: string, errorLog: string, signal: NodeJS.Signals): Promise<Server> {
  await answered(origin, child, errorLog);
  return {
    origin,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill(signal);
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts Debian's Caddy with the documented Caddyfile (deploy/caddy/Caddyfile, its site address
 * and `root` set as the file says) serving `root`, without its admin endpoint (another Caddy may hold
 * its port), its state in a folder of its own.
 */
export async function startCaddy(root: string): Promise<Server> {
  if (!existsSync(CADDY)) throw new Error('caddy is not installed: apt-get install -y caddy');
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'localbox-caddy-'));
  const site = configured('deploy/caddy/Caddyfile', [
    [':80 {', `{\n    admin off\n}\nhttp://localhost:${port} {`],
    ['    root * /var/www/localbox', `    root * ${root}`],
  ]);
  writeFileSync(path.join(dir, 'Caddyfile'), site);
  const errorLog = path.join(dir, 'caddy.log');
  const child = spawn(CADDY, ['run', '--adapter', 'caddyfile', '--config', path.join(dir, 'Caddyfile')], {
    stdio: ['ignore', 'ignore', openSync(errorLog, 'w')],
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
  });
  return served(`http://localhost:${port}`, child, dir, errorLog, 'SIGTERM');
}
