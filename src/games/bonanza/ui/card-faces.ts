// The card faces for the DOM (the person's hand, the choices): the scene's atlas once as an image, each card a cell of it.
import { useEffect, useState } from 'react';
import { ATLAS_COLS, ATLAS_ROWS, bonanzaAtlas } from '../scene/atlas';
import type { ColourScheme } from '../scene/faces';
import type { Card } from '../rules/cards';

const URLS = new Map<ColourScheme, Promise<string | null>>();

/** The atlas of a scheme as an object URL (drawn once per scheme and page). */
function atlasUrl(scheme: ColourScheme): Promise<string | null> {
  let url = URLS.get(scheme);
  if (!url) {
    const canvas = bonanzaAtlas(scheme).canvas;
    url = new Promise((resolve) => {
      if (!canvas) resolve(null);
      else canvas.toBlob((blob) => resolve(blob ? URL.createObjectURL(blob) : null), 'image/png');
    });
    URLS.set(scheme, url);
  }
  return url;
}

/** The atlas image's URL for a scheme, once it is drawn (null until then). */
export function useFacesUrl(scheme: ColourScheme): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void atlasUrl(scheme).then((u) => {
      if (live) setUrl(u);
    });
    return () => {
      live = false;
    };
  }, [scheme]);
  return url;
}

/** The CSS background that shows one card's cell of the atlas. */
export function faceStyle(url: string | null, card: Card): Record<string, string> {
  if (!url) return {};
  const col = card % ATLAS_COLS;
  const row = Math.floor(card / ATLAS_COLS);
  return {
    backgroundImage: `url(${url})`,
    backgroundSize: `${ATLAS_COLS * 100}% ${ATLAS_ROWS * 100}%`,
    backgroundPosition: `${(col / (ATLAS_COLS - 1)) * 100}% ${(row / (ATLAS_ROWS - 1)) * 100}%`,
  };
}
