// A small canvas host for react-three-fiber that registers only the three.js classes the table uses (not all of three).
import {
  createRoot,
  events,
  extend,
  type ReconcilerRoot,
  type RenderProps,
} from '@react-three/fiber';
import {
  type CSSProperties,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  DirectionalLight,
  Group,
  HemisphereLight,
  InstancedMesh,
  Mesh,
  MeshLambertMaterial,
  setConsoleFunction,
} from 'three';

/**
 * react-three-fiber 9 keeps its frame clock in a THREE.Clock, which three r183+ reports as deprecated
 * each time a canvas is made. The game never uses Clock itself: that one known upstream notice is
 * dropped; every other three.js message reaches the console as before.
 */
const UPSTREAM_CLOCK_NOTICE = 'THREE.Clock: This module has been deprecated';
setConsoleFunction((type: string, message: string, ...params: unknown[]) => {
  if (type === 'warn' && message.startsWith(UPSTREAM_CLOCK_NOTICE)) return;
  const log = type === 'error' ? console.error : type === 'warn' ? console.warn : console.log;
  log(message, ...params);
});

// The JSX elements the scene uses; everything else is built imperatively from named imports.
extend({ DirectionalLight, Group, HemisphereLight, InstancedMesh, Mesh, MeshLambertMaterial });

type Config = Omit<RenderProps<HTMLCanvasElement>, 'size' | 'events'>;

export interface LeanCanvasProps extends Config {
  readonly children: ReactNode;
  readonly style?: CSSProperties;
  readonly className?: string;
}

interface Size {
  width: number;
  height: number;
  top: number;
  left: number;
}

/** Measures an element (and follows its resizes). */
function useSize(ref: React.RefObject<HTMLElement | null>): Size | null {
  const [size, setSize] = useState<Size | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0)
        setSize({ width: r.width, height: r.height, top: r.top, left: r.left });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

export function LeanCanvas({ children, style, className, ...config }: LeanCanvasProps) {
  const host = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const root = useRef<ReconcilerRoot<HTMLCanvasElement> | null>(null);
  const size = useSize(host);
  const [error, setError] = useState<unknown>(null);
  if (error) throw error;

  useLayoutEffect(() => {
    const el = canvas.current;
    if (!el || !size) return;
    root.current ??= createRoot(el);
    const r = root.current;
    r.configure({
      ...config,
      events,
      size,
      onCreated: (state) => {
        state.events.connect?.(host.current);
        config.onCreated?.(state);
      },
    })
      .then(() => r.render(children))
      .catch(setError);
  });

  useEffect(
    () => () => {
      root.current?.unmount();
      root.current = null;
    },
    [],
  );

  return (
    <div ref={host} className={className} style={{ overflow: 'hidden', ...style }}>
      <canvas ref={canvas} style={{ display: 'block', width: '100%', height: '100%' }} />
    </div>
  );
}
