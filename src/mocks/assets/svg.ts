/**
 * Offline images for the demo data: there is no internet in mock mode, so avatars (initials on a colour) and
 * banners (gradient and shape art) are SVGs drawn from their URL. The store keeps absolute URLs under
 * `{assetBaseUrl}/mock-assets/`, and the assets handler answers them with these drawings.
 */
import { hashString, seededRandom, slugify } from '../store/ids';

export const ASSET_PREFIX = '/mock-assets';
export type ArtKind = 'banners' | 'art';

export function avatarUrl(assetBaseUrl: string, fullname: string): string {
  return `${assetBaseUrl}${ASSET_PREFIX}/avatars/${slugify(fullname) || 'user'}.svg`;
}

export function artUrl(assetBaseUrl: string, kind: ArtKind, key: string): string {
  return `${assetBaseUrl}${ASSET_PREFIX}/${kind}/${slugify(key)}.svg`;
}

/** Only [a-z0-9-] reaches the drawing, so nothing from the URL can inject markup. */
function cleanKey(key: string): string {
  return key
    .replace(/\.svg$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, 80);
}

function initials(key: string): string {
  const letters = key
    .split('-')
    .filter((part) => /^[a-z]/.test(part))
    .map((part) => part[0]?.toUpperCase() ?? '');
  const picked = letters.length > 1 ? [letters[0], letters[letters.length - 1]] : letters;
  return picked.join('') || '?';
}

export function avatarSvg(rawKey: string): string {
  const key = cleanKey(rawKey);
  const hue = hashString(key) % 360;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">',
    `<rect width="128" height="128" fill="hsl(${hue} 55% 42%)"/>`,
    `<circle cx="104" cy="20" r="36" fill="hsl(${(hue + 40) % 360} 70% 60%)" opacity="0.35"/>`,
    '<text x="64" y="64" dy="0.35em" text-anchor="middle" fill="#ffffff"',
    ' font-family="Inter, system-ui, sans-serif" font-size="52" font-weight="600">',
    `${initials(key)}</text></svg>`,
  ].join('');
}

export function artSvg(rawKey: string, kind: ArtKind): string {
  const key = cleanKey(rawKey);
  const random = seededRandom(hashString(`${kind}:${key}`));
  const [width, height] = kind === 'banners' ? [1200, 630] : [960, 540];
  const hue = Math.floor(random() * 360);
  const second = (hue + 35 + Math.floor(random() * 90)) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const x = Math.round(random() * width);
    const y = Math.round(random() * height);
    const r = Math.round(40 + random() * (height / 2.5));
    const light = 55 + Math.round(random() * 30);
    const tint = (hue + Math.round(random() * 120)) % 360;
    shapes.push(
      `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${tint} 75% ${light}%)" opacity="0.28"/>`,
    );
  }
  const crest = Math.round(height * (0.55 + random() * 0.2));
  const wave =
    `M0 ${crest} C ${width * 0.25} ${crest - 90}, ${width * 0.5} ${crest + 90}, ${width} ${crest - 30}` +
    ` L ${width} ${height} L 0 ${height} Z`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`,
    ` viewBox="0 0 ${width} ${height}">`,
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue} 65% 45%)"/>`,
    `<stop offset="1" stop-color="hsl(${second} 70% 30%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    ...shapes,
    `<path d="${wave}" fill="hsl(${second} 60% 18%)" opacity="0.45"/>`,
    '</svg>',
  ].join('');
}
