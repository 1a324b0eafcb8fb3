// A guess at the GPU before the renderer is made: software renderers and high-density screens skip MSAA.

let software: boolean | null = null;

/** True when WebGL runs on a software rasteriser (SwiftShader, llvmpipe): every pixel is costly there. */
export function softwareRenderer(): boolean {
  if (software !== null) return software;
  software = false;
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    const name = info && gl ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    software = /swiftshader|llvmpipe|software/i.test(name);
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
  } catch {
    software = false;
  }
  return software;
}

/** MSAA only where it is cheap enough and visible: a hardware GPU and a pixel ratio under 2. */
export function wantsAntialias(devicePixelRatio: number): boolean {
  return devicePixelRatio < 2 && !softwareRenderer();
}
