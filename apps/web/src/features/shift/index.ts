export { ShiftGate } from './ShiftGate.tsx';
export { openStartShiftDialog, isShiftNotStarted } from './shift-actions.ts';
