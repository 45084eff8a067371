import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/** One copy of the shipped site: nginx listens on 127.0.0.1:`port` and spreads requests over `upstreams` (round robin). */
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

/** The configuration operators deploy: the spec runs this file, not a copy of its settings. */
const SHIPPED_NGINX_CONF = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../deploy/nginx.conf');

/** Replaces `pattern` in `text`, failing when the shipped file no longer has what the spec adapts. */
function adapt(text: string, pattern: RegExp, replacement: (...match: string[]) => string): string {
  if (text.search(pattern) === -1) throw new Error(`deploy/nginx.conf no longer matches ${pattern}: update tests/e2e/support/nginx.ts to adapt it`);
  return text.replace(pattern, replacement);
}

/**
 * deploy/nginx.conf as shipped, with only what a test machine needs changed: the upstream's
 * servers are the instances' ports (each keeping the shipped parameters), nginx listens on a
 * loopback port instead of 80, and every answer carries `X-Upstream` (the instance that served
 * it, absent when nginx answered itself) for the specs to see where a request went.
 */
function siteConfig(site: ProxySite, index: number, token: string): string {
  const upstream = `clinic_status_${index}`;
  let text = fs.readFileSync(SHIPPED_NGINX_CONF, 'utf8');
  text = adapt(text, /^upstream clinic_status \{([^}]*)\}/m, (_match, body: string) => {
    const servers = [...body.matchAll(/^[ \t]*server\s+[^\s;]+([^;]*);[ \t]*$/gm)];
    if (servers.length === 0) throw new Error('deploy/nginx.conf: the upstream names no server');
    const parameters = servers[0]![1];
    const rest = body.replace(/^[ \t]*server\s+[^\s;]+[^;]*;[ \t]*\n/gm, '').replace(/^\n+/, '');
    return `upstream ${upstream} {\n${site.upstreams.map((port) => `    server 127.0.0.1:${port}${parameters};`).join('\n')}\n${rest}}`;
  });
  text = adapt(text, /proxy_pass http:\/\/clinic_status;/g, () => `proxy_pass http://${upstream};`);
  text = adapt(
    text,
    /^([ \t]*)listen 80;$/m,
    (_match, indent: string) =>
      `${indent}listen 127.0.0.1:${site.port};\n` +
      `${indent}add_header X-Upstream $upstream_addr always;\n` +
      `${indent}add_header X-Test-Nginx ${token} always;` +
      (site.bindAddress ? `\n${indent}proxy_bind ${site.bindAddress};` : ''),
  );
  return text;
}

function config(dir: string, sites: ProxySite[], token: string): string {
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
${sites.map((site, index) => siteConfig(site, index, token)).join('\n')}
}
`;
}

/** Whether this nginx (not another process that holds the port) answers on `port`: its answers carry the run's token. */
async function answersAsThisNginx(port: number, token: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.headers.get('x-test-nginx') === token;
  } catch {
    return false;
  }
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
  const token = path.basename(dir);
  fs.writeFileSync(file, config(dir, sites, token));
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
    const ready = await Promise.all(sites.map((site) => answersAsThisNginx(site.port, token)));
    if (ready.every(Boolean)) break;
    if (/bind\(\) to .* failed/.test(`${output}${errorLog()}`)) {
      child.kill('SIGKILL');
      throw new Error(`nginx could not bind its ports (another process holds one):\n${errorLog()}`);
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
