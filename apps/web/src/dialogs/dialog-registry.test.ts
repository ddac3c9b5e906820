import { describe, expect, it } from 'vitest';
import {
  LOCK_SNAPSHOT_STORAGE_KEY,
  cancelSaveForLock,
  closeDialog,
  openDialog,
  openDialogForResult,
  restoreAfterUnlock,
  saveForLock,
  updateDialogProps,
  useDialogStore,
} from './dialog-registry.ts';

const yesNo = { title: 'Void order?', message: 'This cannot be undone.', confirmLabel: 'Void' };

describe('dialog registry', () => {
  it('opens dialogs on a stack and closes them by key with a result', async () => {
    const first = openDialog('cashier-pin', { cashierId: 11, cashierName: 'Ani', username: 'ani' });
    const answer = openDialogForResult('yes-no', yesNo);
    expect(useDialogStore.getState().stack.map((entry) => entry.id)).toEqual(['cashier-pin', 'yes-no']);
    const second = useDialogStore.getState().stack[1]?.key ?? '';
    closeDialog(second, true);
    await expect(answer).resolves.toBe(true);
    closeDialog(first);
    expect(useDialogStore.getState().stack).toEqual([]);
  });

  it('keeps restorable state in the props', () => {
    const key = openDialog('yes-no', yesNo);
    updateDialogProps(key, 'yes-no', { message: 'Changed' });
    expect(useDialogStore.getState().stack[0]?.props).toMatchObject({ message: 'Changed', title: 'Void order?' });
  });

  it('saves the open dialogs for a lock, hides them, and restores them after unlocking', () => {
    openDialog('yes-no', yesNo);
    saveForLock();
    expect(useDialogStore.getState().stack).toEqual([]);
    expect(JSON.parse(localStorage.getItem(LOCK_SNAPSHOT_STORAGE_KEY) ?? '[]')).toHaveLength(1);

    restoreAfterUnlock();
    expect(useDialogStore.getState().stack.map((entry) => entry.props)).toEqual([yesNo]);
    expect(localStorage.getItem(LOCK_SNAPSHOT_STORAGE_KEY)).toBeNull();
  });

  it('restores from storage after a reload', () => {
    const saved = [{ key: 'yes-no-1', id: 'yes-no', props: yesNo }];
    localStorage.setItem(LOCK_SNAPSHOT_STORAGE_KEY, JSON.stringify(saved));
    restoreAfterUnlock();
    expect(useDialogStore.getState().stack).toEqual(saved);
  });

  it('ignores a saved snapshot naming a dialog this version does not know', () => {
    localStorage.setItem(LOCK_SNAPSHOT_STORAGE_KEY, JSON.stringify([{ key: 'x', id: 'gone-dialog', props: {} }]));
    restoreAfterUnlock();
    expect(useDialogStore.getState().stack).toEqual([]);
  });

  it('removes the saved state and brings the dialogs back when locking fails', () => {
    openDialog('yes-no', yesNo);
    saveForLock();
    cancelSaveForLock();
    expect(localStorage.getItem(LOCK_SNAPSHOT_STORAGE_KEY)).toBeNull();
    expect(useDialogStore.getState().stack).toHaveLength(1);
  });
});
