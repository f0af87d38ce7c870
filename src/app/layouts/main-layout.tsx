import { Outlet } from 'react-router-dom';
import { Navbar } from './main/navbar';
import { Footer } from './main/footer';
import { CookieBanner } from './main/cookie-banner';
import { PageMain } from './main/frame';

/** SPEC §2 Main layout: navbar on top, the page (at least the viewport minus 80 px), footer below. */
export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      {/* First, after the skip link: Tab reaches the fixed banner early (issue 23 item 9). */}
      <CookieBanner />
      <Navbar />
      <PageMain id="main">
        <Outlet />
      </PageMain>
      <Footer />
    </div>
  );
}
