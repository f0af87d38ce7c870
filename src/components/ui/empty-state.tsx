/** An empty list's message (SPEC §2 empty-state texts, verbatim from the caller). */
export function EmptyState({ message }: { message: string }) {
  return (
    <p className="mt-4 w-full rounded-full bg-surface p-4 text-center text-muted">{message}</p>
  );
}
