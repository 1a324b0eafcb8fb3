// A soft additive glow drawn from uv alone (no texture): a disc, or a ring between two radii.
import { AdditiveBlending, Color, PlaneGeometry, ShaderMaterial } from 'three';

/** The one unit quad every glow is drawn on (shared, so the GPU holds it once). */
export const GLOW_PLANE = new PlaneGeometry(1, 1);

/** Sets a glow's opacity (every frame, without allocating). */
export function setGlow(m: ShaderMaterial, opacity: number): void {
  const u = m.uniforms.uOpacity;
  if (u) u.value = opacity;
}

/** `inner` 0 makes a disc fading outwards; `inner` > 0 a ring peaking between inner and 1 (uv radius). */
export function glowMaterial(colour: string, inner = 0): ShaderMaterial {
  return new ShaderMaterial({
    uniforms: {
      uColor: { value: new Color(colour) },
      uOpacity: { value: 1 },
      uInner: { value: inner },
    },
    vertexShader: `varying vec2 vUv;
void main() {
  vUv = uv;
  gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
}`,
    fragmentShader: `uniform vec3 uColor;
uniform float uOpacity;
uniform float uInner;
varying vec2 vUv;
void main() {
  float d = length(vUv - 0.5) * 2.0;
  float mid = (uInner + 1.0) * 0.5;
  float band = max((1.0 - uInner) * 0.5, 0.001);
  float a = uInner > 0.0 ? 1.0 - abs(d - mid) / band : 1.0 - d;
  a = clamp(a, 0.0, 1.0);
  a = sqrt(a) * uOpacity;
  gl_FragColor = vec4(uColor * a, a);
}`,
    transparent: true,
    depthWrite: false,
    blending: AdditiveBlending,
  });
}
