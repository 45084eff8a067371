// Signs a bench user in the way a person does (built-in e-mail code sign-in), so the bench can
// load the signed-in polled endpoint with a real session cookie.
import fs from 'node:fs';
import path from 'node:path';

/** Answers the `sid=...` cookie pair of a fresh session for `email` on the running app. */
export async function signedInCookie(app, email) {
  const outbox = path.join(app.dataDir, 'outbox');
  const start = await fetch(`${app.url}/api/auth/email/start`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (!start.ok) throw new Error(`sign-in start answered ${start.status}: ${await start.text()}`);
  const code = await codeFromOutbox(outbox, email);
  const verify = await fetch(`${app.url}/api/auth/email/verify`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, code }),
  });
  if (!verify.ok) throw new Error(`sign-in verify answered ${verify.status}: ${await verify.text()}`);
  const cookie = verify.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c?.startsWith('sid='));
  if (!cookie) throw new Error('sign-in set no sid cookie');
  return cookie;
}

async function codeFromOutbox(outbox, email) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files) {
      const text = fs.readFileSync(path.join(outbox, file), 'utf8');
      if (!text.includes(email)) continue;
      // The code stands alone on its own line of the text part.
      const match = /^\s*(\d{6})\s*$/m.exec(text);
      if (match) return match[1];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in code for ${email} in ${outbox}`);
}
