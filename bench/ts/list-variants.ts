/**
 * Prints one line per generated package of the benchmark, `<package leaf> <corpus>/<set>`, for
 * the runners' shell loops (which exclude a package that does not compile).
 *   tsx bench/ts/list-variants.ts
 */
import { variants } from './corpora.js';

process.stdout.write(variants.map((v) => `${v.pkg} ${v.key}\n`).join(''));
