import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#tests/support/test-app.ts';

/* The theme is set before first paint by one inline script the CSP allows by its hash, and nothing else inline runs. */
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-status-theme-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><html><head><title>Clinic status</title><!--app-config--></head><body><div id="root"></div></body></html>',
);
const testApp = useTestApp({ clientDir });

const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);

describe('the theme script', () => {
  for (const url of ['/', '/display', '/admin', '/no-such-page']) {
    it(`${url}: one inline script in the head, allowed by its hash and nothing wider`, async () => {
      const response = await testApp().app.server.inject({ method: 'GET', url });
      const html = response.body;
      const scripts = inlineScripts(html);
      expect(scripts).toHaveLength(1);
      expect(html.indexOf(scripts[0]!)).toBeLessThan(html.indexOf('</head>'));
      expect(scripts[0]).toContain("classList.toggle('dark'");
      const scriptSrc = /script-src ([^;]+)/.exec(response.headers['content-security-policy'] as string)![1]!.split(' ');
      const hash = `'sha256-${createHash('sha256').update(scripts[0]!).digest('base64')}'`;
      expect(scriptSrc.sort()).toEqual(["'self'", hash].sort());
    });
  }
});
