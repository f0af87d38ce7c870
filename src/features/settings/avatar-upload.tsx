import { useEffect, useId, useRef, useState } from 'react';
import { formToast, toast } from '@/lib/toast';
import { IMAGE_ACCEPT, isAllowedImage } from '@/api/uploads';
import { Avatar } from '@/components/ui/avatar';
import { sessionStore, useSession, viewerId } from '@/lib/session';
import { sayFailure, useUpdateAvatar } from './use-settings';

export const AVATAR_TEXTS = {
  uploading: 'Uploading....',
  uploaded: 'Uploaded',
  failed: 'Could not upload the image. Please try another.',
  type: 'Choose a .jpeg, .jpg or .png image',
} as const;

/** The upload's newest message (file check, progress, result) replaces the one before (issue 13). */
const AVATAR_TOAST = formToast('avatar-upload');

/**
 * SPEC §2/§4 profile image: choose → preview → Upload. The file goes to image storage through the upload
 * helper, its address to /update-profile-img, and the session's profile_img (the navbar avatar) updates.
 */
export function AvatarUpload({ name, current }: { name: string; current: string }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const updateAvatar = useUpdateAvatar();
  // After an upload the session holds the new picture; the profile this screen loaded still has the old one.
  const shown = useSession()?.profile_img || current;

  // The preview's object URL is released when replaced, after upload and when the screen goes.
  const previewRef = useRef<string | null>(null);
  const showPreview = (url: string | null) => {
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = url;
    setPreview(url);
  };
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  /** The picture chosen last (the state's may be a render behind when an upload ends). */
  const chosenRef = useRef<File | null>(null);
  const chooser = useRef<HTMLInputElement>(null);
  const uploadButton = useRef<HTMLButtonElement>(null);

  async function choose(input: HTMLInputElement) {
    const chosen = input.files?.[0];
    // The same file can be chosen again (after a failure, or once updated).
    input.value = '';
    if (!chosen) return;
    if (!(await isAllowedImage(chosen))) return void toast.error(AVATAR_TEXTS.type, AVATAR_TOAST);
    chosenRef.current = chosen;
    setFile(chosen);
    showPreview(URL.createObjectURL(chosen));
  }

  async function upload() {
    if (!file || busy) return;
    setBusy(true);
    const loading = toast.loading(AVATAR_TEXTS.uploading, AVATAR_TOAST);
    try {
      // The session's picture and what shows it follow in the mutation (use-settings.ts).
      const { sender } = await updateAvatar.mutateAsync(file);
      if (viewerId(sessionStore.get()) !== sender) return toast.remove(loading);
      toast.success(AVATAR_TEXTS.uploaded, { id: loading });
      // Another picture chosen while this one was on its way stays chosen, ready to upload.
      if (chosenRef.current === file) {
        chosenRef.current = null;
        setFile(null);
        showPreview(null);
        // Upload has nothing left to send: the keyboard's focus goes back to choosing a picture.
        if (document.activeElement === uploadButton.current) chooser.current?.focus();
      }
    } catch (error) {
      sayFailure(error, AVATAR_TEXTS.failed, loading);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-center gap-4">
      <label htmlFor={inputId} className="group relative cursor-pointer rounded-full">
        {preview ? (
          <img
            src={preview}
            alt="Your new avatar, not uploaded yet"
            width={192}
            height={192}
            className="h-48 w-48 rounded-full object-cover"
          />
        ) : (
          <Avatar src={shown} name={name} size={192} />
        )}
        <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/50 text-white opacity-0 transition-opacity group-hover:opacity-100 group-has-[:focus-visible]:opacity-100">
          Choose image
        </span>
        <input
          ref={chooser}
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          aria-label="Choose a profile image"
          onChange={(event) => void choose(event.target)}
        />
      </label>
      {/* Busy is said, not `disabled`: a disabled button drops the keyboard's focus to <body>. */}
      <button
        ref={uploadButton}
        type="button"
        className="btn-secondary aria-disabled:cursor-wait aria-disabled:opacity-60"
        disabled={!file}
        aria-disabled={busy || undefined}
        aria-busy={busy}
        onClick={() => void upload()}
      >
        Upload
      </button>
    </div>
  );
}
