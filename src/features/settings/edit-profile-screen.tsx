import { ErrorState } from '@/components/ui/error-state';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { EditProfileForm } from './edit-profile-form';
import { useOwnProfile } from './use-settings';

/** Loads the signed-in user's profile (email included: it is their own) and shows the form. */
export function EditProfileScreen() {
  const request = useOwnProfile();
  return (
    <section>
      <h1 className="mb-8 text-2xl font-semibold">Edit Profile</h1>
      {request.status === 'ready' ? (
        // Keyed by account, not username: renaming keeps what is typed.
        <EditProfileForm key={request.data._id} profile={request.data} />
      ) : request.status === 'error' ? (
        <ErrorState message="Your profile could not be loaded." onRetry={request.reload} />
      ) : (
        <div role="status" aria-label="Loading your profile" className="flex flex-col gap-4">
          <SkeletonBlock className="h-48 w-48 rounded-full" />
          <SkeletonBlock className="h-12 w-full" />
          <SkeletonBlock className="h-12 w-full" />
        </div>
      )}
    </section>
  );
}
