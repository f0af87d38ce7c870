import { PageMeta } from '@/components/ui/page-meta';
import { HomePage } from '@/features/home/home-page';

/** SPEC §2 Home. */
export function Component() {
  return (
    <>
      <PageMeta />
      <HomePage />
    </>
  );
}
