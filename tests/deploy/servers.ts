import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resolves once the server answers (its socket refuses until nginx has bound it). */
async function answered(origin: string, child: ChildProcess, errorLog: string) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`);
    try {
      await fetch(origin);
      return;
    } catch {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/**
 * Starts Debian's nginx with the documented configuration (deploy/nginx/localbox.conf, its
 * `listen` and `root` set as the file says) serving `root`, in a folder of its own.
 */
export async function startNginx(root: string): Promise<{ origin: string; stop: () => Promise<void> }> {
  if (!existsSync(NGINX)) throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does)');
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'localbox-nginx-'));
  const documented = readFileSync('deploy/nginx/localbox.conf', 'utf8');
  const site = documented.replace('    listen 80;', `    listen 127.0.0.1:${port};`).replace('    root /var/www/localbox;', `    root ${root};`);
  if (site === documented || !site.includes(root)) throw new Error('deploy/nginx/localbox.conf no longer has the listen and root lines this test sets');
  writeFileSync(path.join(dir, 'localbox.conf'), site);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
  const errorLog = path.join(dir, 'error.log');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
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
      `  include ${dir}/localbox.conf;`,
      '}',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', errorLog], { stdio: 'ignore' });
  const origin = `http://localhost:${port}`;
  await answered(origin, child, errorLog);
  return {
    origin,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
