#!/usr/bin/env node
/**
 * Docs that cannot go stale, checked on every lint (`npm run lint`):
 * 1. README.md's "Layout" names exactly what the tree holds: the workspaces (apps/*, packages/*),
 *    the server's modules and platform pieces, the contract's areas, the machines and the web
 *    app's page areas. Each list in the Layout block is the text after the last colon of the entry
 *    whose line holds its label (`src/modules/<module>/ (…): auth, users, …`), parentheses aside; a name the tree lacks, or a
 *    folder the list leaves out, fails with both named.
 * 2. Every path a doc writes in backticks (README.md, ARCHITECTURE.md, docs/**\/*.md) is in the
 *    repository (`git ls-files`, a file or a folder). Paths with `<…>` placeholders or globs, URLs,
 *    routes (`/api/…`) and package names (`@pinjam/…`) are not paths; a path is one that starts
 *    with a top-level entry of the repository (`apps/`, `docs/`, `scripts/`…). What .gitignore
 *    names (build output, bench data) counts as a true place: a run makes it. A relative link
 *    (`[text](../server.md#…)`) leads to a file of the repository, and its #anchor to a heading there.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const problems = [];

/** The folders (and, with `files`, the source files' base names) right under `dir` in the tree. */
function childrenOf(dir, { files = false, hidden = /^_/ } = {}) {
  const names = new Set();
  for (const f of tracked) {
    if (!f.startsWith(`${dir}/`)) continue;
    const rest = f.slice(dir.length + 1).split('/');
    if (rest.length > 1) names.add(rest[0]);
    else if (files && /\.(ts|mjs)$/.test(rest[0]) && !/\.test\.ts$/.test(rest[0]))
      names.add(rest[0].replace(/\.(ts|mjs)$/, ''));
  }
  return [...names].filter((n) => !hidden.test(n)).sort();
}

function contractAreas() {
  const index = readFileSync('packages/api/src/contract/index.ts', 'utf8');
  const list = /export const contractAreas = \[([^\]]*)\]/.exec(index);
  if (!list) throw new Error('readme-layout: contractAreas not found in packages/api/src/contract/index.ts');
  return [...list[1].matchAll(/'([^']+)'/g)].map((m) => m[1]).sort();
}

// ---- 1. README's Layout -------------------------------------------------------------------------
const readme = readFileSync('README.md', 'utf8');
const section = /^## Layout\n([\s\S]*?)(?=^## )/m.exec(readme);
const block = section && /```\n([\s\S]*?)```/.exec(section[1]);
if (!block) {
  problems.push('README.md: no "## Layout" section with a ``` block');
} else {
  const lines = block[1].split('\n');
  /** The names listed after the last colon of the entry whose line holds `label` (parentheses aside). */
  const listAfter = (label) => {
    const at = lines.findIndex((l) => l.includes(label));
    if (at < 0) return null;
    const indent = lines[at].length - lines[at].trimStart().length;
    let text = lines[at];
    for (let i = at + 1; i < lines.length; i++) {
      const own = lines[i].length - lines[i].trimStart().length;
      // A continuation is indented past its entry and starts with no path of its own.
      if (!lines[i].trim() || own <= indent + 2 || /^\S+\/\S*\s/.test(lines[i].trim())) break;
      text += ` ${lines[i].trim()}`;
    }
    const names = text.replace(/\([^)]*\)/g, '').replace(/`/g, '');
    return names
      .slice(names.lastIndexOf(':') + 1)
      .split(/[,;]/)
      .map((s) => s.trim().replace(/\.$/, ''))
      .filter(Boolean);
  };
  const compare = (what, label, actual) => {
    const listed = listAfter(label);
    if (!listed) {
      problems.push(`README.md Layout: no line holding "${label}" listing ${what}`);
      return;
    }
    const odd = listed.filter((n) => !/^[a-z][a-zA-Z0-9-]*$/.test(n));
    if (odd.length)
      problems.push(`README.md Layout, ${what}: cannot read ${odd.map((n) => `"${n}"`).join(', ')}`);
    const missing = actual.filter((n) => !listed.includes(n));
    const extra = listed.filter((n) => /^[a-z][a-zA-Z0-9-]*$/.test(n) && !actual.includes(n));
    if (missing.length) problems.push(`README.md Layout leaves out ${what}: ${missing.join(', ')}`);
    if (extra.length) problems.push(`README.md Layout names ${what} that do not exist: ${extra.join(', ')}`);
  };
  compare('server modules (apps/server/src/modules/)', 'src/modules/', childrenOf('apps/server/src/modules'));
  compare(
    'platform pieces (apps/server/src/platform/)',
    'src/platform/',
    childrenOf('apps/server/src/platform', { files: true }),
  );
  compare(
    'contract areas (contractAreas in packages/api/src/contract/index.ts)',
    'src/contract/',
    contractAreas(),
  );
  compare('web page areas (apps/web/src/pages/)', 'src/pages/', childrenOf('apps/web/src/pages'));
  compare('machines (packages/machines/src/)', 'src/<machine>/', childrenOf('packages/machines/src'));

  // Top-level entries (column 0): each exists; every workspace (apps/*, packages/*) has one.
  const entries = lines.filter((l) => /^\S/.test(l)).map((l) => l.split(/\s+/)[0]);
  for (const e of entries)
    if (!tracked.some((f) => f === e || f.startsWith(`${e}/`)))
      problems.push(`README.md Layout names ${e}, which is not in the repository`);
  for (const ws of ['apps', 'packages'].flatMap((d) => childrenOf(d).map((n) => `${d}/${n}`)))
    if (!entries.includes(ws)) problems.push(`README.md Layout leaves out the workspace ${ws}`);
}

// ---- 2. Paths in backticks ----------------------------------------------------------------------
const roots = new Set(tracked.map((f) => f.split('/')[0]));
const exists = (p) => tracked.some((f) => f === p || f.startsWith(`${p.replace(/\/$/, '')}/`));
const missing = [];
/** A Markdown file's heading anchors, as GitHub makes them (lower case, punctuation dropped, spaces to -). */
const anchors = new Map();
function anchorsOf(file) {
  if (!anchors.has(file)) {
    const seen = new Map();
    const slugs = readFileSync(file, 'utf8')
      .replace(/```[\s\S]*?```/g, '')
      .split('\n')
      .filter((l) => /^#{1,6} /.test(l))
      .map((l) => {
        const slug = l
          .replace(/^#+ /, '')
          .trim()
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\- _]/gu, '')
          .replace(/ /g, '-');
        const n = seen.get(slug) ?? 0;
        seen.set(slug, n + 1);
        return n ? `${slug}-${n}` : slug;
      });
    anchors.set(file, new Set(slugs));
  }
  return anchors.get(file);
}
const docs = tracked.filter((f) => f === 'README.md' || f === 'ARCHITECTURE.md' || /^docs\/.*\.md$/.test(f));
for (const doc of docs) {
  const text = readFileSync(doc, 'utf8').replace(/```[\s\S]*?```/g, (b) => b.replace(/`/g, ''));
  text.split('\n').forEach((line, i) => {
    for (const [, raw] of line.matchAll(/`([^`\s]+)`/g)) {
      if (/[<>*{}]|\.\.\./.test(raw)) continue;
      const p = raw.replace(/[#:].*$/, '').replace(/^\.\//, '');
      if (!roots.has(p.split('/')[0]) || !/[/.]/.test(p)) continue;
      if (!exists(p)) missing.push({ where: `${doc}:${i + 1}`, raw, p });
    }
    // Links to files of the repository, relative to the doc: the file exists.
    for (const [, target, anchor] of line.matchAll(/\]\(([^)\s#]*)(?:#([^)\s]*))?\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const p = target ? posix.normalize(posix.join(posix.dirname(doc), target)) : doc;
      if (!exists(p)) problems.push(`${doc}:${i + 1}: the link to ${target} leads nowhere (${p})`);
      else if (anchor && p.endsWith('.md') && !anchorsOf(p).has(anchor))
        problems.push(`${doc}:${i + 1}: ${p} has no heading #${anchor}`);
    }
  });
}
// What the build or a run makes (dist/, bench/.data-*/) is named by .gitignore: a true place, never committed.
const ignored = (p) => {
  try {
    execFileSync('git', ['check-ignore', p, `${p.replace(/\/$/, '')}/x`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
for (const { where, raw, p } of missing)
  if (!ignored(p)) problems.push(`${where}: \`${raw}\` is not in the repository`);

if (problems.length) {
  console.error(`readme-layout: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
  console.error(
    'Fix the doc (or the tree) so they agree; each README.md "Layout" list is read after its entry\'s last colon.',
  );
  process.exit(1);
}
console.log(`readme-layout: README's Layout matches the tree; backticked paths in ${docs.length} docs exist`);
