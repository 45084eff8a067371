import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian's nginx; scripts/e2e.mjs installs it when missing and running as root. */
export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';

export function nginxMissingMessage(): string | null {
  if (fs.existsSync(NGINX_PATH)) return null;
  return (
    `nginx is not installed at ${NGINX_PATH}. The reverse-proxy spec runs the app behind Debian's nginx; install it with:\n\n` +
    '    sudo apt-get install -y nginx\n\n' +
    '(`npm run test:e2e` installs it itself when run as root), or set NGINX_PATH to an nginx binary.'
  );
}

/** One `server` block: nginx listens on 127.0.0.1:`port` and spreads requests over `upstreams` (round robin). */
export interface ProxySite {
  port: number;
  upstreams: number[];
  /** Source address of nginx's connections to the upstreams (`proxy_bind`); the system's when unset. */
  bindAddress?: string;
}

export interface Nginx {
  dir: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * The settings the README gives operators, plus `X-Upstream` on every answer (which instance
 * served it), for the specs to see that requests reach every instance.
 */
function siteConfig(site: ProxySite, index: number): string {
  return `
  upstream app_${index} {
${site.upstreams.map((port) => `    server 127.0.0.1:${port};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${site.port};
    location / {
      proxy_pass http://app_${index};
      ${site.bindAddress ? `proxy_bind ${site.bindAddress};` : ''}
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      add_header X-Upstream $upstream_addr always;
    }
  }`;
}

function config(dir: string, sites: ProxySite[]): string {
  const temp = (name: string) => path.join(dir, name);
  return `daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 256; }
http {
  access_log ${temp('access.log')};
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${sites.map(siteConfig).join('\n')}
}
`;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx in the foreground as a child process, with a generated configuration and its
 * own pid, log and temp paths in a temporary directory; resolves once every site listens.
 */
export async function startNginx(sites: ProxySite[], timeoutMs = 10_000): Promise<Nginx> {
  const missing = nginxMissingMessage();
  if (missing) throw new Error(missing);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-nginx-'));
  // Workers drop root privileges (to nobody) and must still reach their temp paths.
  fs.chmodSync(dir, 0o755);
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, config(dir, sites));
  const child: ChildProcess = spawn(NGINX_PATH, ['-p', `${dir}/`, '-c', file, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  const errorLog = () => (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '');

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}) before listening:\n${output}\n${errorLog()}`);
    }
    const ready = await Promise.all(sites.map((site) => accepts(site.port)));
    if (ready.every(Boolean)) {
      // Another process on one of the ports would accept too; nginx then logs that it could
      // not bind it (at once, then retries for 2 s), so give it a moment to say so.
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (/bind\(\) to .* failed/.test(`${output}${errorLog()}`)) {
        child.kill('SIGKILL');
        throw new Error(`nginx could not bind its ports (another process holds one):\n${errorLog()}`);
      }
      break;
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${sites.map((s) => s.port).join(', ')} in time:\n${output}\n${errorLog()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    dir,
    output: () => `${output}\n${errorLog()}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
