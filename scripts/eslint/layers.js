// A local ESLint rule: imports between the box's folders must follow its layers (zones of target, from and except paths).
import { dirname, relative, resolve, sep } from 'node:path';

/** Whether `file` is `dir` or lies inside it. */
function inside(file, dir) {
  const r = relative(dir, file);
  return r === '' || (!r.startsWith('..') && !r.startsWith(sep) && !r.includes(`:${sep}`));
}

const asList = (v) => (Array.isArray(v) ? v : [v]);

/** The zones with their paths made absolute from the working directory. */
function absoluteZones(zones, cwd) {
  return zones.map((z) => {
    const from = asList(z.from).map((p) => resolve(cwd, p));
    return {
      target: asList(z.target).map((p) => resolve(cwd, p)),
      from,
      // `except` is relative to its (single) `from`.
      except: (z.except ?? []).flatMap((e) => from.map((f) => resolve(f, e))),
      message: z.message,
    };
  });
}

/** `layers/no-restricted-paths`: `{ zones: [{ target, from, except?, message }] }`, relative imports only. */
export const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'imports across the layers of the game box' },
    schema: [
      {
        type: 'object',
        properties: { zones: { type: 'array' } },
        required: ['zones'],
        additionalProperties: false,
      },
    ],
    messages: { restricted: 'Unexpected path "{{path}}" imported in restricted zone. {{message}}' },
  },
  create(context) {
    const zones = absoluteZones(context.options[0].zones, context.cwd);
    const file = context.filename;
    const mine = zones.filter((z) => z.target.some((t) => inside(file, t)));
    if (mine.length === 0) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      // Query strings (`?url`) and extensions do not change which folder a module lies in.
      const imported = resolve(dirname(file), source.replace(/\?.*$/, ''));
      for (const z of mine) {
        if (!z.from.some((f) => inside(imported, f))) continue;
        if (
          z.except.some(
            (e) =>
              inside(imported, e) ||
              inside(imported.replace(/\.[cm]?[jt]sx?$/, ''), e.replace(/\.[cm]?[jt]sx?$/, '')),
          )
        )
          continue;
        context.report({
          node,
          messageId: 'restricted',
          data: { path: source, message: z.message },
        });
        return;
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export const layersPlugin = { rules: { 'no-restricted-paths': noRestrictedPaths } };
