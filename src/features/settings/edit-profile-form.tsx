import { useEffect, useState, type FormEvent } from 'react';
import { formToast, toast } from '@/lib/toast';
import { SOCIAL_NETWORKS, type Profile, type SocialLinks } from '@/api/types';
import { LeaveGuard } from '@/components/ui/leave-guard';
import { BusyButton, TextField, useFieldProblem } from '@/components/ui/text-field';
import { BIO_MAX } from '@/lib/constants';
import { readProfileDraft, removeProfileDraft, writeProfileDraft } from '@/lib/profile-draft';
import { sessionStore } from '@/lib/session';
import { AvatarUpload } from './avatar-upload';
import { profileProblem, SOCIAL_LABELS } from './rules';
import { sayFailure, useUpdateProfile } from './use-settings';

export const PROFILE_TEXTS = {
  updating: 'Updating....',
  updated: 'Profile Updated',
  failed: 'Could not update the profile. Please try again.',
  /** Issue 29 item 7: the fields the server answered 'updated' for, and did not keep. */
  notKept: (fields: string[]) =>
    `This server did not keep ${fields.join(', ').replace(/, ([^,]*)$/, ' and $1')}.`,
  usernameHint: 'Username will use to search user and will be visible to all users',
  /** Leaving with changes not sent yet asks first. */
  leave: {
    title: 'Leave without updating?',
    text: 'Your changes to your profile are not saved yet. If you leave now, they are lost.',
    stay: 'Keep editing',
    leave: 'Leave',
  },
} as const;

interface Values {
  username: string;
  bio: string;
  links: SocialLinks;
}

/** The same as sent: a username and links are sent trimmed. */
const sameValues = (a: Values, b: Values) =>
  a.username.trim() === b.username.trim() &&
  a.bio === b.bio &&
  SOCIAL_NETWORKS.every((network) => a.links[network].trim() === b.links[network].trim());

const valuesOf = (profile: Profile): Values => ({
  username: profile.personal_info.username,
  bio: profile.personal_info.bio,
  links: profile.social_links,
});

/** A kept draft (src/lib/profile-draft.ts), field by field over the profile's own values. */
function draftOver(draft: unknown, profile: Values): Values {
  if (typeof draft !== 'object' || draft === null) return profile;
  const value = draft as Record<string, unknown>;
  const text = (field: unknown, fallback: string) => (typeof field === 'string' ? field : fallback);
  const links = (
    typeof value.links === 'object' && value.links !== null ? value.links : {}
  ) as Record<string, unknown>;
  return {
    username: text(value.username, profile.username),
    bio: text(value.bio, profile.bio),
    links: Object.fromEntries(
      SOCIAL_NETWORKS.map((network) => [network, text(links[network], profile.links[network])]),
    ) as SocialLinks,
  };
}

/** The form's newest message (check, progress, result) replaces the one before (issue 13). */
const PROFILE_TOAST = formToast('edit-profile');

/** SPEC §2 Edit profile, with the rules of §5 and the messages of §8. What was typed stays on failure. */
export function EditProfileForm({ profile }: { profile: Profile }) {
  const info = profile.personal_info;
  // What was typed and not updated, kept in this tab (an Update that met an expired session, a reload).
  const [opened] = useState(() => draftOver(readProfileDraft(profile._id), valuesOf(profile)));
  const [username, setUsername] = useState(opened.username);
  const [bio, setBio] = useState(opened.bio);
  const [links, setLinks] = useState<SocialLinks>(opened.links);
  const [busy, setBusy] = useState(false);
  /** What the server has: the profile as opened, then as updated or read again. */
  const [saved, setSaved] = useState<Values>(() => valuesOf(profile));
  // The profile read again (after an update, or a rename or an update in another tab, which this tab's
  // session follows): a field not changed here follows it, one changed here keeps what was typed. Updating
  // from a form still holding the old username would take the new one back.
  const [base, setBase] = useState(profile);
  if (profile !== base) {
    const before = valuesOf(base);
    const now = valuesOf(profile);
    setBase(profile);
    setSaved(now);
    if (username === before.username) setUsername(now.username);
    if (bio === before.bio) setBio(now.bio);
    setLinks((current) => {
      const next = { ...current };
      for (const network of SOCIAL_NETWORKS)
        if (current[network] === before.links[network]) next[network] = now.links[network];
      return next;
    });
  }
  const unsaved = !sameValues({ username, bio, links }, saved);
  const update = useUpdateProfile();

  const userId = profile._id;
  useEffect(() => {
    if (unsaved) writeProfileDraft(userId, { username, bio, links });
    else removeProfileDraft(userId);
  }, [userId, unsaved, username, bio, links]);
  // Leaving on purpose, after the question, drops the draft ('they are lost'); a session that ended keeps it
  // for the sign-in that follows (the leave question lets that redirect through).
  useEffect(
    () => () => {
      if (sessionStore.get()) removeProfileDraft(userId);
    },
    [userId],
  );

  const problem = profileProblem(username, bio, links);
  const marks = useFieldProblem(problem);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (problem) {
      marks.show(event.currentTarget, problem);
      return void toast.error(problem.message, PROFILE_TOAST);
    }
    // What is typed while the update is under way is still unsaved after it.
    const sent: Values = { username, bio, links };
    setBusy(true);
    const loading = toast.loading(PROFILE_TEXTS.updating, PROFILE_TOAST);
    try {
      const trimmed = Object.fromEntries(
        SOCIAL_NETWORKS.map((network) => [network, links[network].trim()]),
      ) as SocialLinks;
      // The session and what shows the profile follow in the mutation (use-settings.ts).
      const { notKept } = await update.mutateAsync({
        username: username.trim(),
        bio,
        social_links: trimmed,
      });
      setSaved(sent);
      toast.success(PROFILE_TEXTS.updated, { id: loading });
      if (notKept.length)
        toast.error(
          PROFILE_TEXTS.notKept(
            notKept.map((field) => (field === 'bio' ? 'the bio' : SOCIAL_LABELS[field])),
          ),
          { id: 'profile-not-kept', duration: 8_000 },
        );
    } catch (error) {
      sayFailure(error, PROFILE_TEXTS.failed, loading);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-10 lg:flex-row">
      <LeaveGuard when={unsaved} saving={busy} question={PROFILE_TEXTS.leave} />
      <AvatarUpload name={info.fullname} current={info.profile_img} />
      <form noValidate onSubmit={submit} className="flex min-w-0 flex-1 flex-col gap-5">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField label="Full name" value={info.fullname} readOnly disabled />
          <TextField label="Email" type="email" value={info.email ?? ''} readOnly disabled />
        </div>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          aria-invalid={marks.invalid('username')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          hint={PROFILE_TEXTS.usernameHint}
        />
        <div>
          <label htmlFor="profile-bio" className="mb-1 block text-sm font-medium">
            Bio
          </label>
          <textarea
            dir="auto"
            id="profile-bio"
            name="bio"
            aria-invalid={marks.invalid('bio')}
            className="input h-32 resize-none leading-6"
            maxLength={BIO_MAX}
            value={bio}
            aria-describedby="profile-bio-left"
            onChange={(event) => setBio(event.target.value)}
          />
          <p
            id="profile-bio-left"
            className="mt-1 text-right text-sm text-muted"
            aria-live="polite"
          >
            {BIO_MAX - bio.length} characters left
          </p>
        </div>
        <fieldset className="grid gap-4 md:grid-cols-2">
          <legend className="mb-3 text-sm font-medium">Add your social handles below</legend>
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              label={SOCIAL_LABELS[network]}
              name={network}
              aria-invalid={marks.invalid(network)}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={links[network]}
              onChange={(event) =>
                setLinks((current) => ({ ...current, [network]: event.target.value }))
              }
            />
          ))}
        </fieldset>
        <BusyButton className="btn-primary self-start" busy={busy}>
          Update
        </BusyButton>
      </form>
    </div>
  );
}
