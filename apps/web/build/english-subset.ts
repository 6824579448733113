import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SIGNED_OUT_OMITTED, SIGNED_OUT_SECTIONS } from '../src/lib/i18n/signed-out-sections.ts';

export const SIGNED_OUT_ENGLISH = 'virtual:signed-out-english';
const RESOLVED = `\0${SIGNED_OUT_ENGLISH}`;

type TTree = Record<string, unknown>;

const at = (tree: TTree, keys: readonly string[]) =>
  keys.reduce<TTree | undefined>((node, key) => node?.[key] as TTree | undefined, tree);

/** The `picked` dot paths of `messages` (a section or a part of one), without the `omitted` dot paths. */
export function pickMessages(messages: TTree, picked: readonly string[], omitted: readonly string[]): TTree {
  const subset: TTree = {};
  for (const dotted of picked) {
    const keys = dotted.split('.');
    const value = at(messages, keys);
    if (value === undefined) throw new Error(`english subset: en.json has no "${dotted}"`);
    const last = keys.pop()!;
    let node = subset;
    for (const key of keys) node = (node[key] ??= {}) as TTree;
    node[last] = structuredClone(value);
  }
  for (const dotted of omitted) {
    const keys = dotted.split('.');
    const last = keys.pop()!;
    const parent = at(subset, keys);
    if (!parent || !(last in parent)) throw new Error(`english subset: en.json has no "${dotted}" to leave out`);
    delete parent[last];
  }
  return subset;
}

/**
 * The English the signed-out screens need, as one module (src/lib/i18n/signed-out-sections.ts says which):
 * en.json's top-level sections could be imported by name, but not a section without one of its parts.
 * Serves the build, the dev server and the web tests alike.
 */
export function englishSubset(): Plugin {
  let enJson = '';
  return {
    name: 'ledgerport-english-subset',
    configResolved: (config) => {
      enJson = path.join(config.root, 'src/locales/en.json');
    },
    resolveId: (id) => (id === SIGNED_OUT_ENGLISH ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(enJson);
      const messages = JSON.parse(fs.readFileSync(enJson, 'utf8')) as TTree;
      // JSON is a JavaScript object literal: the bundler minifies it like the rest.
      return `export default ${JSON.stringify(pickMessages(messages, SIGNED_OUT_SECTIONS, SIGNED_OUT_OMITTED))};`;
    },
  };
}
