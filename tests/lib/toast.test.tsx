import { act, render, screen } from '@testing-library/react';
import { AppToaster } from '@/app/providers/app-toaster';
import { toast } from '@/lib/toast';

describe('toasts (src/lib/toast.ts)', () => {
  it('shows what was raised before the library arrived, and turns a loading toast into its result', async () => {
    const id = toast.loading('Updating....');
    toast.error('Fill all the inputs');
    render(<AppToaster />);
    expect(await screen.findByText('Updating....')).toBeInTheDocument();
    expect(await screen.findByText('Fill all the inputs')).toBeInTheDocument();
    // The library is loaded now: the toaster re-renders at once, inside this call.
    act(() => {
      toast.success('Profile Updated', { id });
    });
    expect(await screen.findByText('Profile Updated')).toBeInTheDocument();
    expect(screen.queryByText('Updating....')).not.toBeInTheDocument();
  });
});
