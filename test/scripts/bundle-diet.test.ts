// The build-time trims of three.js: shader text, left-out shader features, and class set-up that tree shaking can drop.
import MagicString from 'magic-string';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { minifyGlsl, stripDefines, wrapClassSetup } from '../../scripts/bundle-diet';

describe('minifyGlsl', () => {
  it('drops comments, indentation and blank lines; keeps one directive or statement per line', () => {
    const src =
      '#include <common>\n\n// a comment\nvoid main() {\n\t/* block */ float  a = 1.0;\n\t#ifdef X\n\t\ta += 1.0;\n\t#endif\n}';
    expect(minifyGlsl(src)).toBe(
      '#include <common>\nvoid main() {\nfloat a = 1.0;\n#ifdef X\na += 1.0;\n#endif\n}',
    );
  });
});

describe('stripDefines', () => {
  const off = new Set(['USE_SKINNING', 'USE_SHEEN']);

  it('removes #ifdef blocks of macros that are never defined, keeping their #else', () => {
    const src =
      'a\n#ifdef USE_SKINNING\nskin\n#endif\nb\n#ifdef USE_SHEEN\nsheen\n#else\nplain\n#endif\nc';
    expect(stripDefines(src, off)).toBe('a\nb\nplain\nc');
  });

  it('keeps the first part of #ifndef, handles nesting and #if defined( X )', () => {
    const src =
      '#ifndef USE_SHEEN\n  #ifdef USE_MAP\n  map\n  #endif\n#else\nsheen\n#endif\n#if defined( USE_SKINNING )\n#ifdef Y\ny\n#endif\n#endif\nz';
    expect(stripDefines(src, off)).toBe('  #ifdef USE_MAP\n  map\n  #endif\nz');
  });

  it('leaves compound conditions, #elif chains and other macros alone', () => {
    const src =
      '#if defined( USE_SHEEN ) || defined( USE_MAP )\na\n#endif\n#ifdef USE_SHEEN\nb\n#elif defined( Z )\nc\n#endif\n#ifdef USE_MAP\nd\n#endif';
    expect(stripDefines(src, off)).toBe(src);
  });
});

describe('wrapClassSetup', () => {
  const wrap = (code: string) => {
    const s = new MagicString(code);
    const wrapped = wrapClassSetup(code, parseAst(code) as never, s);
    return { wrapped, code: s.toString() };
  };

  it('moves top-level writes to a class into a pure wrapper, with the same result', () => {
    const src =
      'const K = 2;\nclass A { f() { return this.k; } }\nA.prototype.k = K;\nA.NAME = "a";\nexport { A };';
    const out = wrap(src);
    expect(out.wrapped).toEqual(['A']);
    expect(out.code).toContain('/* @__PURE__ */');
    const A = new Function(`${out.code.replace('export { A };', '')}\nreturn A;`)() as {
      new (): { f(): number };
      NAME: string;
    };
    expect(new A().f()).toBe(2);
    expect(A.NAME).toBe('a');
  });

  it('leaves a class alone when a write reads something defined after the class', () => {
    const src = 'class A {}\nconst later = 1;\nA.prototype.x = later;';
    expect(wrap(src)).toEqual({ wrapped: [], code: src });
  });
});
