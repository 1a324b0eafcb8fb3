// Build-time trims of library code the game ships but never runs (used by vite.config.ts):
// three.js' WebGL renderer for what this table draws, and react-three-fiber's embedded package.json.
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

export interface ThreeDietOptions {
  /**
   * Let tree shaking drop classes that are set up by top-level writes (`KeyframeTrack.prototype.x = ...`):
   * the writes move into a side-effect-free wrapper around the class, so an unused class goes with them.
   */
  readonly pureClassSetup?: boolean;
  /** Methods (`Class.method`) that become a throw: e.g. serialization, which the game never uses. */
  readonly dropMethods?: readonly string[];
  /** Drop indentation, comments and blank lines from the shader chunks. */
  readonly minifyGlsl?: boolean;
  /** ShaderChunk entries of materials the game never creates: each becomes an #error. */
  readonly unusedShaders?: readonly string[];
  /**
   * Preprocessor macros no material of the game defines: their #ifdef blocks are removed, and every
   * material shader fails to compile, loudly, should one of them be defined after all.
   */
  readonly unusedDefines?: readonly string[];
  /** Replace the WebXR manager (never enabled here) with an inert stand-in. */
  readonly noXr?: boolean;
}

/** The bits of an ESTree node this file reads. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

/** Every identifier name under a node (property names included: only ever used to be cautious). */
function identifiers(node: Node, out = new Set<string>()): Set<string> {
  if (node.type === 'Identifier') out.add(node.name as string);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((v) => isNode(v) && identifiers(v, out));
    else if (isNode(value)) identifiers(value, out);
  }
  return out;
}

/** The class name C of a top-level `C.x = ...;` or `C.prototype.x = ...;`, or null. */
function setupOf(statement: Node): string | null {
  if (statement.type !== 'ExpressionStatement') return null;
  const e = statement.expression as Node;
  if (e.type !== 'AssignmentExpression' || e.operator !== '=') return null;
  let target = e.left as Node;
  if (target.type !== 'MemberExpression' || target.computed) return null;
  target = target.object as Node;
  if (
    target.type === 'MemberExpression' &&
    !target.computed &&
    (target.property as Node).name === 'prototype'
  )
    target = target.object as Node;
  return target.type === 'Identifier' ? (target.name as string) : null;
}

/**
 * Rewrites `class C {...} ... C.prototype.x = v;` as
 * `const C = /* @__PURE__ *\/ ((C) => { C.prototype.x = v; return C; })(class C {...});`, only where
 * every name the writes read is defined before the class (so running them earlier changes nothing).
 * Returns the classes rewritten.
 */
export function wrapClassSetup(code: string, program: Node, s: MagicString): string[] {
  const body = program.body as Node[];
  const declaredAt = new Map<string, number>();
  const classes = new Map<string, Node>();
  for (const st of body) {
    const decl = st.type === 'ExportNamedDeclaration' ? (st.declaration as Node | null) : st;
    if (!decl) continue;
    if (decl.type === 'ClassDeclaration' || decl.type === 'FunctionDeclaration') {
      const name = (decl.id as Node).name as string;
      // Function declarations are hoisted: defined everywhere.
      declaredAt.set(name, decl.type === 'FunctionDeclaration' ? -1 : decl.start);
      if (decl.type === 'ClassDeclaration' && decl === st) classes.set(name, decl);
    } else if (decl.type === 'VariableDeclaration')
      for (const d of decl.declarations as Node[])
        for (const n of identifiers(d.id as Node)) declaredAt.set(n, decl.start);
  }
  const setups = new Map<string, Node[]>();
  for (const st of body) {
    const name = setupOf(st);
    if (name && classes.has(name)) setups.set(name, [...(setups.get(name) ?? []), st]);
  }
  const wrapped: string[] = [];
  for (const [name, writes] of setups) {
    const cls = classes.get(name) as Node;
    const early = writes.every((w) =>
      [...identifiers(w)].every((id) => id === name || (declaredAt.get(id) ?? -1) < cls.start),
    );
    if (!early) continue;
    const text = writes.map((w) => code.slice(w.start, w.end)).join('\n');
    for (const w of writes) s.remove(w.start, w.end);
    s.prependLeft(
      cls.start,
      `const ${name} = /* @__PURE__ */ ((${name}) => {\n${text}\nreturn ${name};\n})(`,
    );
    s.appendRight(cls.end, ');');
    wrapped.push(name);
  }
  return wrapped;
}

/** Replaces the bodies of the named methods (`Class.method`) of top-level classes with a throw. */
export function dropMethods(program: Node, names: ReadonlySet<string>, s: MagicString): string[] {
  const dropped: string[] = [];
  for (const st of program.body as Node[]) {
    const decl = st.type === 'ExportNamedDeclaration' ? (st.declaration as Node | null) : st;
    if (decl?.type !== 'ClassDeclaration') continue;
    for (const m of (decl.body as Node).body as Node[]) {
      const key = m.key as Node | undefined;
      if (m.type !== 'MethodDefinition' || m.kind !== 'method' || m.computed || !key) continue;
      const name = `${(decl.id as Node).name as string}.${key.name as string}`;
      if (!names.has(name)) continue;
      const body = (m.value as Node).body as Node;
      s.overwrite(body.start, body.end, `{ throw new Error('${name} is not in this build'); }`);
      dropped.push(name);
    }
  }
  return dropped;
}

/** GLSL without comments, indentation, runs of blanks and empty lines; every line stays a line. */
export function minifyGlsl(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/[^\n]*/g, '')
    .split('\n')
    .map((line) => line.trim().replace(/[ \t]+/g, ' '))
    .filter((line) => line !== '')
    .join('\n');
}

const directive = (line: string) => /^\s*#\s*(\w+)\s*(.*)$/.exec(line);

/** The macro tested by `#ifdef X`, `#ifndef X` or `#if defined( X )`, and whether it is negated. */
function simpleTest(line: string): { macro: string; negated: boolean } | null {
  const d = directive(line);
  if (!d) return null;
  const [, kind, rest = ''] = d;
  if (kind === 'ifdef') return { macro: rest.trim(), negated: false };
  if (kind === 'ifndef') return { macro: rest.trim(), negated: true };
  const m = kind === 'if' ? /^defined\s*\(\s*(\w+)\s*\)\s*$/.exec(rest) : null;
  return m?.[1] ? { macro: m[1], negated: false } : null;
}

/**
 * Removes the branches that test an undefined macro: of `#ifdef X ... [#else ...] #endif` only the
 * #else part stays, of `#ifndef X` only the first part. Blocks with an #elif are left as they are.
 */
export function stripDefines(source: string, undefinedMacros: ReadonlySet<string>): string {
  const lines = source.split('\n');
  /** The #else (or -1) and #endif of the block whose #if is at `from`; null with an #elif. */
  const block = (from: number) => {
    let depth = 0;
    let elseAt = -1;
    for (let j = from; j < lines.length; j++) {
      const kind = directive(lines[j] ?? '')?.[1];
      if (kind === 'if' || kind === 'ifdef' || kind === 'ifndef') depth++;
      else if (kind === 'endif' && --depth === 0) return { elseAt, endAt: j };
      else if (depth === 1 && kind === 'else') elseAt = j;
      else if (depth === 1 && kind === 'elif') return null;
    }
    return null;
  };
  const out: string[] = [];
  for (let i = 0; i < lines.length;) {
    const line = lines[i] ?? '';
    const test = simpleTest(line);
    const b = test && undefinedMacros.has(test.macro) ? block(i) : null;
    if (!test || !b) {
      out.push(line);
      i++;
      continue;
    }
    const end = b.elseAt < 0 ? b.endAt : b.elseAt;
    const keep = test.negated
      ? lines.slice(i + 1, end)
      : b.elseAt < 0
        ? []
        : lines.slice(b.elseAt + 1, b.endAt);
    // The part kept may hold more such blocks.
    if (keep.length) out.push(stripDefines(keep.join('\n'), undefinedMacros));
    i = b.endAt + 1;
  }
  return out.join('\n');
}

const MODULE = /[\\/]three[\\/]build[\\/]three\.module\.js$/;
const CORE = /[\\/]three[\\/]build[\\/]three\.core\.js$/;
/** A shader chunk: `var name = "...";` (or const) at the top of three.module.js. */
const CHUNK_LINE = /^(?:var|const) ([\w$]+) = ("(?:[^"\\]|\\.)*");$/gm;

/** The shader chunks and the WebXR manager of three.module.js; returns an error message or null. */
function dietRenderer(code: string, s: MagicString, options: ThreeDietOptions): string | null {
  const unusedShaders = new Set(options.unusedShaders ?? []);
  const unusedDefines = new Set(options.unusedDefines ?? []);
  const start = code.indexOf('\nconst ShaderChunk = {');
  const end = code.indexOf('\n};', start);
  if (start < 0 || end < 0) return 'ShaderChunk not found';
  // Which variable holds which chunk.
  const chunkOf = new Map<string, string>();
  for (const m of code.slice(start, end).matchAll(/^\t(\w+): ([\w$]+),?$/gm))
    chunkOf.set(m[2] as string, m[1] as string);
  const missing = [...unusedShaders].filter((c) => ![...chunkOf.values()].includes(c));
  if (missing.length) return `no ShaderChunk ${missing.join(', ')}`;
  const guard = unusedDefines.size
    ? `#if ${[...unusedDefines].map((d) => `defined(${d})`).join('||')}\n` +
      `#error "a shader feature left out of the build (scripts/bundle-diet.ts)"\n#endif\n`
    : '';
  for (const m of code.slice(0, start).matchAll(CHUNK_LINE)) {
    const [line, name = '', literal = ''] = m;
    const chunk = chunkOf.get(name);
    if (!chunk) continue;
    let text = JSON.parse(literal) as string;
    if (unusedShaders.has(chunk))
      text = `#error "${chunk}: shader left out of the build (scripts/bundle-diet.ts)"`;
    else {
      if (unusedDefines.size) text = stripDefines(text, unusedDefines);
      if (options.minifyGlsl) text = minifyGlsl(text);
      // Every material shader includes <common>.
      if (chunk === 'common') text = guard + text;
    }
    const at = (m.index ?? 0) + line.length - literal.length - 1;
    s.overwrite(at, at + literal.length, JSON.stringify(text));
  }
  if (options.noXr) {
    const create = 'new WebXRManager( _this, _gl )';
    const at = code.indexOf(create);
    if (at < 0) return 'WebXRManager construction not found';
    // Never presenting: the renderer and react-three-fiber then read only these members.
    s.overwrite(
      at,
      at + create.length,
      'Object.assign( new EventDispatcher(), { enabled: false, isPresenting: false, cameraAutoUpdate: true, ' +
        'setAnimationLoop() {}, dispose() {}, getEnvironmentBlendMode() {}, hasDepthSensing: () => false, ' +
        'getSession: () => null, setSession() { throw new Error( "WebXR is not in this build" ); } } )',
    );
  }
  return null;
}

export function threeDiet(options: ThreeDietOptions): Plugin {
  const methods = new Set(options.dropMethods ?? []);
  const dropped = new Set<string>();
  return {
    name: 'three-diet',
    apply: 'build',
    enforce: 'pre',
    buildEnd(error) {
      // After a three.js upgrade, a method that moved fails the build instead of staying quietly.
      const missing = [...methods].filter((m) => !dropped.has(m));
      if (!error && missing.length) this.error(`three-diet: not found: ${missing.join(', ')}`);
    },
    transform(code, id) {
      const core = CORE.test(id);
      if (!core && !MODULE.test(id)) return null;
      const s = new MagicString(code);
      if (options.pureClassSetup || methods.size) {
        const program = this.parse(code) as unknown as Node;
        if (options.pureClassSetup) wrapClassSetup(code, program, s);
        dropMethods(program, methods, s).forEach((m) => dropped.add(m));
      }
      const failed = core ? null : dietRenderer(code, s, options);
      if (failed) this.error(`three-diet: ${failed}`);
      return { code: s.toString(), map: s.generateMap({ hires: 'boundary' }) };
    },
  };
}

/** react-three-fiber embeds its whole package.json and reads only its version (for React's devtools). */
export function fiberPackageData(): Plugin {
  return {
    name: 'fiber-package-data',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@react-three[\\/]fiber[\\/]dist[\\/]events-\w+\.esm\.js$/.test(id)) return null;
      const start = code.indexOf('var packageData = {');
      const end = code.indexOf('\n};\n', start);
      const version = /^\tversion: ("[^"]+"),$/m.exec(code.slice(start, end))?.[1];
      if (start < 0 || end < 0 || !version) this.error('fiber-package-data: packageData not found');
      const s = new MagicString(code);
      s.overwrite(start, end + 3, `var packageData = { version: ${version} };`);
      return { code: s.toString(), map: s.generateMap({ hires: 'boundary' }) };
    },
  };
}
