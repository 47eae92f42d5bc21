// Loaded first (`node --import ./scripts/faster-module-resolution.mjs --import tsx …`) by every test and bench
// process. Node 22 parses a package's whole `exports` map again for every module it resolves in or from that
// package (getPackageScopeConfig spreads a lazily parsed field); drizzle-orm's is 134 KB, and loading the API
// resolved 581 of its modules and 171 `drizzle-orm` imports, about a third of each process's 4 s of start-up
// CPU (decision 0051). This hook answers the two common cases from what it already knows, and leaves every
// other case to Node:
// - a relative import between ES modules of an installed package ("type": "module", or .mjs): the file beside
//   the importer, as an ES module;
// - a bare import from our own code: the answer Node gave to the same import from a directory that sees the
//   same node_modules folders.
import { existsSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The "type" of the package.json nearest above a directory ('none' without one), per directory. */
const typeByDirectory = new Map();
function packageType(directory) {
  let type = typeByDirectory.get(directory);
  if (type !== undefined) return type;
  const file = path.join(directory, 'package.json');
  if (existsSync(file)) type = JSON.parse(readFileSync(file, 'utf8')).type ?? 'none';
  else type = path.dirname(directory) === directory ? 'none' : packageType(path.dirname(directory));
  typeByDirectory.set(directory, type);
  return type;
}

/**
 * The nearest directory at or above this one holding a node_modules folder: Node looks up a bare name in
 * that folder and the ones above it, so two directories with the same answer here resolve a name alike.
 */
const lookupRootByDirectory = new Map();
function lookupRoot(directory) {
  let root = lookupRootByDirectory.get(directory);
  if (root !== undefined) return root;
  const parent = path.dirname(directory);
  root = existsSync(path.join(directory, 'node_modules')) || parent === directory ? directory : lookupRoot(parent);
  lookupRootByDirectory.set(directory, root);
  return root;
}

const bareAnswers = new Map();
registerHooks({
  resolve(specifier, context, next) {
    const parent = context.parentURL;
    if (!parent?.startsWith('file:') || !context.conditions?.includes('import')) return next(specifier, context);
    const inPackage = parent.includes('/node_modules/');
    if (inPackage && (specifier.startsWith('./') || specifier.startsWith('../'))) {
      const url = new URL(specifier, parent);
      const isModule = url.pathname.endsWith('.mjs') || (url.pathname.endsWith('.js') && packageType(path.dirname(fileURLToPath(url))) === 'module');
      return isModule ? { url: url.href, format: 'module', shortCircuit: true } : next(specifier, context);
    }
    if (!inPackage && /^@?[a-z]/.test(specifier) && !specifier.startsWith('node:')) {
      const key = `${lookupRoot(path.dirname(fileURLToPath(parent)))}\0${specifier}\0${context.conditions.join()}`;
      const known = bareAnswers.get(key);
      if (known) return { ...known, shortCircuit: true };
      const answer = next(specifier, context);
      bareAnswers.set(key, answer);
      return answer;
    }
    return next(specifier, context);
  },
});
