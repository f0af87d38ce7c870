import { Outlet } from 'react-router';
import { Navbar } from './main/navbar';
import { Footer } from './main/footer';
import { CookieBanner } from './main/cookie-banner';

/** SPEC §2 Main layout: navbar on top, the page (at least the viewport minus 80 px), footer below. */
export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Navbar />
      <main id="main" className="min-h-page w-full flex-1">
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
    </div>
  );
}
