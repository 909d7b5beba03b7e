// Summarises a V8 CPU profile (`node --cpu-prof` writes *.cpuprofile): the functions with the most
// self time and the most inclusive time (self + callees, each function counted once per stack), as
// shares of the busy (non-idle) samples, plus a rough split by package. Used for the uncached page
// path of issue 24 (docs/PERFORMANCE.md "Where a page render's time goes").
//   node --import tsx bench/profile-summary.ts <file.cpuprofile> [top=25] [filter regex over frames]
import fs from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, filterArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top] [filter]');
const top = Number(topArg ?? 25);
const filter = filterArg ? new RegExp(filterArg) : null;
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

function where(frame: CallFrame): string {
  const url = frame.url.replace(/^file:\/\//, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  const short = pkg ?? (url.includes('/dist-server/') ? 'web (ssr bundle)' : url.split('/').slice(-2).join('/'));
  return `${frame.functionName || '(anonymous)'} ${short}:${frame.lineNumber + 1}`;
}
function group(frame: CallFrame): string {
  const url = frame.url;
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(node internals / native)';
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0];
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.includes('/dist-server/')) return 'web app (ssr bundle)';
  if (url.includes('/apps/api/')) return 'api';
  if (url.includes('/packages/shared/')) return 'shared';
  return url.split('/').slice(-1)[0]!;
}

const self = new Map<string, number>();
const inclusive = new Map<string, number>();
const groups = new Map<string, number>();
let busy = 0;
let total = 0;
const idle = new Set(['(idle)', '(program)', '(garbage collector)']);
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i] ?? 0;
  const node = byId.get(profile.samples[i]!)!;
  total += dt;
  const name = node.callFrame.functionName;
  if (name === '(idle)') continue;
  // walk the stack once; a frame seen twice (recursion) counts once
  const stack: CallFrame[] = [];
  for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) stack.push(byId.get(id)!.callFrame);
  if (filter && !stack.some((f) => filter.test(where(f)))) continue;
  busy += dt;
  const key = idle.has(name) ? name : where(node.callFrame);
  self.set(key, (self.get(key) ?? 0) + dt);
  const g = group(node.callFrame);
  groups.set(g, (groups.get(g) ?? 0) + dt);
  const seen = new Set<string>();
  for (const f of stack) {
    if (f.functionName === '(root)') continue;
    const k = where(f);
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + dt);
  }
}

const pct = (v: number) => `${((v / busy) * 100).toFixed(1)} %`;
const table = (title: string, m: Map<string, number>, n: number) => {
  console.log(`\n| ${title} | ms | share of busy |\n| --- | ---: | ---: |`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`| \`${k.replace(/\|/g, '\\|')}\` | ${(v / 1000).toFixed(0)} | ${pct(v)} |`);
};
console.log(
  `profile ${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy${filter ? ` (stacks matching ${String(filter)})` : ''}`,
);
table('by package (self time)', groups, 20);
table('self time', self, top);
table('inclusive time', inclusive, top);
