// The Staff page as an admin uses it: the list with "(you)" and no actions on one's own row; End
// sessions and Remove from staff each ask first (No sends nothing), then the list is read again;
// a refusal (the last admin) is shown as the server words it; the page says how to replace a lost
// phone. An invitation is sent from the form and listed while it waits; Withdraw asks first.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffInvitation, StaffMember } from '@store/shared/contract/admin-staff';
import { fakeApi, Refusal } from '../test/fake-api.ts';
import { StaffPage } from './Staff.tsx';

const me: StaffMember = {
  id: 1,
  email: 'admin@demo.gamers-souq.example',
  role: 'admin',
  recovery_codes_left: 5,
  last_sign_in: '2026-12-02T10:00:00.000Z',
  open_sessions: 1,
  you: true,
};
const agent: StaffMember = {
  ...me,
  id: 7,
  email: 'agent@store.example',
  role: 'support',
  recovery_codes_left: 2,
  open_sessions: 0,
  you: false,
};
const boss: StaffMember = { ...me, id: 8, email: 'boss@store.example', last_sign_in: null, open_sessions: 2, you: false };

afterEach(() => vi.unstubAllGlobals());

describe('<StaffPage>', () => {
  it('lists the staff and acts on a member only after asking; never on oneself', async () => {
    const calls = fakeApi({
      'GET /staff': { items: [me, boss, agent], invitations: [] },
      'POST /staff/8/sessions/end': { id: 8 },
      'POST /staff/7/remove': { id: 7 },
    });
    render(<StaffPage />);
    const mine = (await screen.findByText('admin@demo.gamers-souq.example')).closest('tr')!;
    expect(mine.textContent).toContain('(you)');
    expect(within(mine).queryAllByRole('button')).toEqual([]);
    const bossRow = screen.getByText('boss@store.example').closest('tr')!;
    expect(bossRow.textContent).toContain('never');
    const agentRow = screen.getByText('agent@store.example').closest('tr')!;
    // no session open: nothing to end
    expect((within(agentRow).getByRole('button', { name: 'End sessions' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('staff-how-to-add').textContent).toContain(
      'npm run staff -- add <e-mail> <admin|support> [mobile]',
    );

    vi.stubGlobal(
      'confirm',
      vi.fn(() => false),
    );
    fireEvent.click(within(bossRow).getByRole('button', { name: 'End sessions' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    fireEvent.click(within(bossRow).getByRole('button', { name: 'End sessions' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/staff/8/sessions/end']));
    expect(String((confirm.mock.calls[0] as unknown[])[0])).toContain('boss@store.example');
    fireEvent.click(within(agentRow).getByRole('button', { name: 'Remove from staff' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toContain('/staff/7/remove'));
    // the list is read again after each action
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/staff')).toHaveLength(3));
  });

  it("shows the server's refusal", async () => {
    fakeApi({
      'GET /staff': { items: [me, boss], invitations: [] },
      'POST /staff/8/remove': new Refusal(
        409,
        'This is the store’s last admin: enrol another admin first (npm run staff -- add).',
      ),
    });
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    render(<StaffPage />);
    const bossRow = (await screen.findByText('boss@store.example')).closest('tr')!;
    fireEvent.click(within(bossRow).getByRole('button', { name: 'Remove from staff' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This is the store’s last admin: enrol another admin first (npm run staff -- add).',
    );
  });

  it('sends an invitation from the form, lists the ones waiting, and withdraws one after asking', async () => {
    const waiting: StaffInvitation = {
      id: 4,
      email: 'new.agent@store.example',
      role: 'support',
      invited_by: 'admin@demo.gamers-souq.example',
      expires_at: '2026-12-05T10:00:00.000Z',
    };
    let sent = false;
    const calls = fakeApi({
      'GET /staff': () => ({ items: [me], invitations: sent ? [waiting] : [] }),
      'POST /staff/invitations': () => {
        sent = true;
        return { id: 4, email: waiting.email, expires_at: waiting.expires_at };
      },
      'POST /staff/invitations/4/withdraw': { id: 4 },
    });
    render(<StaffPage />);
    await screen.findByText('admin@demo.gamers-souq.example');
    expect(screen.queryByTestId('staff-invitations')).toBeNull();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'new.agent@store.example' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'support' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
        { email: 'new.agent@store.example', role: 'support' },
      ]),
    );
    const list = await screen.findByTestId('staff-invitations');
    expect(list.textContent).toContain('new.agent@store.example');
    expect(list.textContent).toContain('admin@demo.gamers-souq.example');

    vi.stubGlobal(
      'confirm',
      vi.fn(() => false),
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Withdraw' }));
    expect(calls.filter((c) => c.path.endsWith('/withdraw'))).toEqual([]);
    vi.stubGlobal(
      'confirm',
      vi.fn(() => true),
    );
    fireEvent.click(within(list).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/staff/invitations/4/withdraw')).toHaveLength(1));
  });
});
