/**
 * Serves the generated demo images (avatars and banner art, see assets/svg.ts) at
 * `{assetBaseUrl}/mock-assets/{avatars|banners|art}/{key}.svg`.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { artSvg, ASSET_PREFIX, avatarSvg } from '../assets/svg';
import { notFound, type Router } from './route';

function svg(body: string): Response {
  return new HttpResponse(body, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}

export function assetHandlers({ open }: Router): HttpHandler[] {
  return [
    open('get', `${ASSET_PREFIX}/:kind/:file`, ({ params }) => {
      const file = typeof params.file === 'string' ? params.file : '';
      if (!file.endsWith('.svg')) throw notFound('Asset not found');
      if (params.kind === 'avatars') return svg(avatarSvg(file));
      if (params.kind === 'banners' || params.kind === 'art') return svg(artSvg(file, params.kind));
      throw notFound('Asset not found');
    }),
  ];
}
