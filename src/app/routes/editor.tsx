import { Link } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/lib/paths';
import { SITE_NAME } from '@/lib/constants';

/** SPEC §2 Blog editor, outside the main layout (built by the editor issue). */
export function Component() {
  return (
    <div className="min-h-screen">
      <header className="flex h-navbar items-center border-b border-line px-[5vw]">
        <Link to={paths.home()} aria-label={`${SITE_NAME} home`}>
          <Logo />
        </Link>
      </header>
      <main id="main" className="mx-auto w-full max-w-prose px-6 py-10">
        <PageMeta title="Editor" />
        <h1 className="text-3xl font-semibold">New Blog</h1>
      </main>
    </div>
  );
}
