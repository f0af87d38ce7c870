import { EMBED_HOSTS } from '@/components/blocks/embed-frame';
import { embedTarget } from '@/components/blocks/embed-url';
import {
  contentSecurityPolicy,
  EMBED_ORIGINS,
  inlineScripts,
  sha256Source,
} from '../../server/csp';

/** One source per embed service the block renderer rebuilds (src/components/blocks/embed-url.ts). */
const SAMPLES: Record<string, string> = {
  youtube: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  vimeo: 'https://vimeo.com/76979871',
  codepen: 'https://codepen.io/someone/pen/abcDEF',
  spotify: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
  instagram: 'https://www.instagram.com/p/CxYz12345/',
};

describe('the Content-Security-Policy', () => {
  it('lets every embed the block renderer builds into a frame', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(EMBED_HOSTS).sort());
    for (const service of Object.keys(EMBED_HOSTS)) {
      const target = embedTarget(service, SAMPLES[service]);
      expect(target, service).not.toBeNull();
      expect(EMBED_ORIGINS as readonly string[], service).toContain(new URL(target!.src).origin);
    }
  });

  it('hashes exactly the inline scripts, as the browser does', async () => {
    const html =
      '<script>a()</script><script type="module" src="/x.js"></script>\n<SCRIPT>\n  b()\n</SCRIPT>';
    expect(inlineScripts(html)).toEqual(['a()', '\n  b()\n']);
    // The digest of "a()" from another tool: printf 'a()' | openssl dgst -sha256 -binary | base64
    expect(await sha256Source('a()')).toBe("'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
    const csp = contentSecurityPolicy({
      scriptHashes: [await sha256Source('a()')],
      connectOrigins: ['https://api.example', '', 'https://api.example'],
      imageOrigins: [],
    });
    expect(csp).toContain(`script-src 'self' ${await sha256Source('a()')} `);
    expect(csp).toContain(
      "connect-src 'self' https://api.example https://accounts.google.com/gsi/ https:;",
    );
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });
});
