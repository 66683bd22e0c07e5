/**
 * npm records only the platform packages its registry served (this machine's mirror serves
 * linux ones only), and `npm ci` then calls the lock out of sync. This adds the missing
 * optional platform packages as entries limited to their os/cpu, which npm ci skips here.
 * Run after `npm install` changes the lock: node scripts/lockfile-platform-stubs.mjs
 */
import fs from 'node:fs';

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'wasi'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'mips64el', 'universal'];

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const [, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const parts = name.split('/').pop().split('-');
    const os = OS.find((o) => parts.includes(o) || (o === 'wasi' && parts.includes('wasm32')));
    const cpu = CPU.find((c) => parts.includes(c));
    if (!os && !cpu) continue;
    lock.packages[key] = {
      version: version.replace(/^[\^~]/, ''),
      optional: true,
      ...(os === 'wasi' ? { cpu: ['wasm32'] } : { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}) }),
    };
    added++;
  }
}
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(`lockfile: recorded ${added} platform packages`);
