// Fails when a reader would follow a link or a citation to nowhere:
//   (a) a relative link in a Markdown file points to a file or folder the repository does not hold;
//   (b) a source comment names a repository path (*.md, docs/…, deploy/…) that does not exist, or an
//       ADR number with no record in docs/decisions/ (Markdown files are held to the ADR rule too);
//   (c) a source comment or a Markdown file cites a document or an issue tracker that lives outside
//       the repository (the product spec, the design notes, numbered issues).
//   node scripts/check-links.mjs [root]
// Prints file:line, what is wrong and the target, and exits 1 when anything is. Plain Node ESM, no
// dependency: it runs in `npm run checks` before anything is compiled.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {{ file: string, line: number, reason: string, target: string }} Problem */

/** Folders whose source comments are checked, and the root's own config files. */
const SOURCE_DIRS = ['src/', 'tests/', 'scripts/', 'bench/', 'deploy/'];
const JS_LIKE = new Set(['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs', '.json', '.css']);
const HASH_COMMENTS = new Set(['.yaml', '.yml', '.conf', '.service', '.sh', '.example', '.toml', '.ini']);
const HASH_COMMENT_NAMES = new Set(['Dockerfile', '.gitignore', '.dockerignore', '.prettierignore']);

// Citations of what a clone does not hold. Built from strings so that this file's own comments stay clean.
const OUTSIDE = [
  { pattern: new RegExp(String.raw`\b(SPEC|DESIGN)\.md\b`, 'g'), reason: 'cites a document outside the repository' },
  { pattern: new RegExp(String.raw`\b[Ii]ssue\s+#?\d+`, 'g'), reason: 'cites an issue outside the repository' },
];
const ADR = new RegExp(String.raw`\bADRs?[ -]0*(\d{1,4})\b`, 'g');
// A repository path: not part of a URL, an absolute path or a longer word.
const PATH_START = String.raw`(?<![\w@/.:~$-])`;
const MD_PATH = new RegExp(PATH_START + String.raw`((?:\.{1,2}/)*[\w.-]+(?:/[\w.-]+)*\.md)(?![\w/-])`, 'g');
const TREE_PATH = new RegExp(PATH_START + String.raw`((?:docs|deploy)/[\w./-]*)`, 'g');

/** Repository-relative paths (forward slashes) of the tracked files and of the untracked ones git does not ignore. */
export function repositoryFiles(root) {
  let listed;
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    listed = out.split('\0').filter(Boolean);
  } catch {
    listed = walk(root, '');
  }
  // A file deleted but not yet committed is still listed by git: only what is on disk counts.
  return [...new Set(listed)].filter((file) => fs.existsSync(path.join(root, file))).sort();
}

function walk(root, dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (['.git', 'node_modules', 'dist', 'data', 'coverage'].includes(entry.name)) continue;
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...walk(root, relative));
    else files.push(relative);
  }
  return files;
}

/** The repository's view of what exists: its files and every folder above them. */
function treeOf(root, files) {
  const entries = new Set(files);
  for (const file of files) {
    for (let slash = file.indexOf('/'); slash !== -1; slash = file.indexOf('/', slash + 1)) entries.add(file.slice(0, slash));
  }
  /** Paths git is told to ignore are made by people (deploy/.env), so naming them is fine. */
  const ignoredCache = new Map();
  const ignored = (relative) => {
    if (!ignoredCache.has(relative)) {
      try {
        execFileSync('git', ['check-ignore', '-q', '--no-index', relative], { cwd: root, stdio: 'ignore' });
        ignoredCache.set(relative, true);
      } catch {
        ignoredCache.set(relative, false);
      }
    }
    return ignoredCache.get(relative);
  };
  return { has: (relative) => entries.has(relative.replace(/\/+$/, '')) || ignored(relative) };
}

/** Collapses `a/./b/../c` into `c`; null when the path climbs out of the repository. */
function normalise(relative) {
  const parts = [];
  for (const part of relative.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return null;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

const extension = (file) => {
  const base = file.slice(file.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot) : '';
};
const baseName = (file) => file.slice(file.lastIndexOf('/') + 1);
const dirName = (file) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');

/** Is the file one whose comments are checked? Sources under SOURCE_DIRS and the root's config files. */
export function isSourceFile(file) {
  if (extension(file) === '.md') return false;
  const inSource = SOURCE_DIRS.some((dir) => file.startsWith(dir));
  const atRoot = !file.includes('/') && file !== 'package-lock.json';
  return (inSource || atRoot) && commentStyle(file) !== null;
}

function commentStyle(file) {
  const ext = extension(file);
  if (JS_LIKE.has(ext)) return 'js';
  if (ext === '.sql') return 'sql';
  if (ext === '.html') return 'html';
  if (HASH_COMMENTS.has(ext) || HASH_COMMENT_NAMES.has(baseName(file))) return 'hash';
  return null;
}

/**
 * The text with everything that is not a comment blanked out (newlines kept, so line numbers
 * hold). For JavaScript and TypeScript a small lexer steps over strings, template literals and
 * regular expressions, so a `//` inside them is not taken for a comment.
 */
export function commentsOf(text, style) {
  if (style === 'js') return jsComments(text);
  const out = text.split('');
  const keep = new Array(text.length).fill(false);
  const mark = (from, to) => {
    for (let i = from; i < to; i++) keep[i] = true;
  };
  if (style === 'html') {
    for (const match of text.matchAll(/<!--[\s\S]*?-->/g)) mark(match.index, match.index + match[0].length);
  } else {
    const opener = style === 'sql' ? /(^|\s)--.*$/gm : /(^|\s)#.*$/gm;
    for (const match of text.matchAll(opener)) mark(match.index, match.index + match[0].length);
  }
  return out.map((ch, i) => (keep[i] || ch === '\n' ? ch : ' ')).join('');
}

const REGEX_AFTER_WORDS = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'yield', 'await']);

function jsComments(text) {
  const keep = new Uint8Array(text.length);
  /** Open template literals and the brace depth of the `${` each is inside. */
  const templates = [];
  let depth = 0;
  let last = ''; // last significant character or word outside comments, for telling a regex from a division
  let i = 0;
  const n = text.length;
  const skipString = (quote) => {
    i++;
    while (i < n && text[i] !== quote && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
    i++;
  };
  const skipTemplate = () => {
    // From just after a backtick or a closing `}` to the closing backtick or the next `${`.
    while (i < n) {
      if (text[i] === '\\') i += 2;
      else if (text[i] === '`') {
        i++;
        return;
      } else if (text[i] === '$' && text[i + 1] === '{') {
        i += 2;
        templates.push(depth);
        depth = 0;
        return;
      } else i++;
    }
  };
  while (i < n) {
    const ch = text[i];
    const next = text[i + 1];
    if (ch === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      keep.fill(1, i, stop);
      i = stop;
    } else if (ch === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      keep.fill(1, i, stop);
      i = stop;
    } else if (ch === "'" || ch === '"') {
      skipString(ch);
      last = 'x';
    } else if (ch === '`') {
      i++;
      skipTemplate();
      last = 'x';
    } else if (ch === '/') {
      const regexAllowed = last === '' || /[(,=:[!&|?{};+\-*%<>~^]/.test(last) || REGEX_AFTER_WORDS.has(last);
      if (regexAllowed) {
        i++;
        let inClass = false;
        while (i < n && text[i] !== '\n') {
          if (text[i] === '\\') i += 2;
          else if (text[i] === '/' && !inClass) break;
          else {
            if (text[i] === '[') inClass = true;
            else if (text[i] === ']') inClass = false;
            i++;
          }
        }
        i++;
        while (i < n && /[a-z]/i.test(text[i])) i++;
        last = 'x';
      } else {
        last = '/';
        i++;
      }
    } else if (ch === '{') {
      depth++;
      last = '{';
      i++;
    } else if (ch === '}') {
      if (depth === 0 && templates.length > 0) {
        depth = templates.pop();
        i++;
        skipTemplate();
        last = 'x';
      } else {
        depth--;
        last = '}';
        i++;
      }
    } else if (/[A-Za-z_$]/.test(ch)) {
      let j = i;
      while (j < n && /[\w$]/.test(text[j])) j++;
      last = text.slice(i, j);
      i = j;
    } else {
      if (!/\s/.test(ch)) last = ch;
      i++;
    }
  }
  let out = '';
  for (let k = 0; k < n; k++) out += keep[k] || text[k] === '\n' ? text[k] : ' ';
  return out;
}

/** Markdown with fenced code blocks and inline code spans blanked, so only prose links are read. */
function markdownProse(text) {
  /** The open fence (its backticks or tildes), or '' outside one. */
  let fence = '';
  return text
    .split('\n')
    .map((line) => {
      const opener = /^\s*(`{3,}|~{3,})/.exec(line)?.[1] ?? '';
      if (fence) {
        if (opener && opener[0] === fence[0] && opener.length >= fence.length) fence = '';
        return '';
      }
      if (opener) {
        fence = opener;
        return '';
      }
      return line.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));
    })
    .join('\n');
}

const LINK_PATTERNS = [
  /!?\[[^\]]*\]\(\s*<([^>]+)>[^)]*\)/g, // [text](<target with spaces>)
  /!?\[[^\]]*\]\(\s*([^)\s<]+)(?:\s+["'(][^)]*)?\)/g, // [text](target "title")
  /^\s{0,3}\[[^\]]+\]:\s*<?([^\s>]+)/gm, // [label]: target
  /\b(?:href|src)="([^"]+)"/g, // <a href="target">
];

function isExternal(target) {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

/** Where a link in `file` leads, repository-relative; null when it leaves the repository. */
function resolveLink(file, target) {
  const bare = decodeURIComponent(target.split('#')[0].split('?')[0]);
  if (bare === '') return '';
  return normalise(bare.startsWith('/') ? bare : `${dirName(file)}/${bare}`);
}

function lineOf(text, index) {
  let line = 1;
  for (let k = 0; k < index; k++) if (text.charCodeAt(k) === 10) line++;
  return line;
}

/** Every problem in the repository at `root`. */
export function checkLinks(root) {
  const files = repositoryFiles(root);
  const tree = treeOf(root, files);
  const adrNumbers = new Set(
    files
      .map((file) => /^docs\/decisions\/(\d{4})-[^/]+\.md$/.exec(file)?.[1])
      .filter(Boolean)
      .map(Number),
  );
  /** @type {Problem[]} */
  const problems = [];
  const report = (file, text, index, reason, target) => problems.push({ file, line: lineOf(text, index), reason, target });

  const citations = (file, text, scanned) => {
    for (const { pattern, reason } of OUTSIDE) {
      for (const match of scanned.matchAll(pattern)) report(file, text, match.index, reason, match[0]);
    }
    for (const match of scanned.matchAll(ADR)) {
      if (!adrNumbers.has(Number(match[1]))) report(file, text, match.index, 'names an ADR that docs/decisions/ does not hold', match[0]);
    }
  };

  for (const file of files) {
    if (extension(file) === '.md') {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      const prose = markdownProse(text);
      for (const pattern of LINK_PATTERNS) {
        for (const match of prose.matchAll(pattern)) {
          const target = match[1].trim();
          if (target.startsWith('#') || isExternal(target)) continue;
          const resolved = resolveLink(file, target);
          if (resolved === null) report(file, text, match.index, 'links outside the repository', target);
          else if (resolved !== '' && !tree.has(resolved)) report(file, text, match.index, 'links to a file that does not exist', target);
        }
      }
      citations(file, text, text);
      continue;
    }
    if (!isSourceFile(file)) continue;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const comments = commentsOf(text, commentStyle(file));
    if (comments.trim() === '') continue;
    citations(file, text, comments);
    for (const match of comments.matchAll(MD_PATH)) {
      const named = match[1];
      if (OUTSIDE.some(({ pattern }) => new RegExp(pattern.source).test(named))) continue; // reported as a citation
      const fromRoot = normalise(named);
      const fromHere = normalise(`${dirName(file)}/${named}`);
      if (!(fromRoot !== null && tree.has(fromRoot)) && !(fromHere !== null && tree.has(fromHere))) {
        report(file, text, match.index, 'names a file that does not exist', named);
      }
    }
    for (const match of comments.matchAll(TREE_PATH)) {
      const named = match[1].replace(/[.,;:]+$/, '');
      if (named.endsWith('.md')) continue; // already checked above
      if (!tree.has(named)) report(file, text, match.index, 'names a path that does not exist', named);
    }
  }
  return problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkLinks(root);
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.reason}: ${p.target}`);
  if (problems.length > 0) {
    console.error(`check-links: ${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('check-links: every link and citation leads somewhere in the repository');
}
