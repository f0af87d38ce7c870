import type { BlogActivity } from '@/api/types';

/**
 * SPEC §2 Manage blogs stats: every activity count except those with 'parent', labelled by the word after
 * the underscore (total_likes → likes).
 */
export function activityFigures(
  activity: BlogActivity | undefined,
): { label: string; value: number }[] {
  if (!activity) return [];
  return Object.entries(activity)
    .filter(([key, value]) => !key.includes('parent') && typeof value === 'number')
    .map(([key, value]) => ({ label: key.split('_').slice(1).join(' ') || key, value }));
}

export function BlogStats({ activity }: { activity: BlogActivity | undefined }) {
  return (
    <dl className="flex gap-6">
      {activity &&
        activityFigures(activity).map(({ label, value }) => (
          <div key={label} className="flex flex-col items-center px-2 text-center">
            <dd className="text-xl font-semibold">{value.toLocaleString('en-GB')}</dd>
            <dt className="capitalize text-muted">{label}</dt>
          </div>
        ))}
    </dl>
  );
}
