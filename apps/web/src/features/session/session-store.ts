import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Me, Outlet, User } from '@kasir/contracts';
import type { MemberPlayOrder } from '../members/member-play.ts';

/** Spec §3 "Selected table": a table this terminal holds as FILLED while an order is being built. */
export interface FilledTable {
  OutletAreaId: number;
  OutletTableId: number;
  Pax: number;
  TableName: string;
  OutletAreaName: string;
  EndTime: string | null;
  Charge: number | null;
  /** Member play on a time-based table (spec §5): the new order takes these minutes from her saved time. */
  MemberPlay?: MemberPlayOrder | null;
}

export type OwnerProfile = Me['Owner'];

export interface SessionData {
  ownerToken: string | null;
  ownerId: number | null;
  owner: OwnerProfile | null;
  cashierToken: string | null;
  cashier: User | null;
  outlet: Outlet | null;
  shiftId: number | null;
  filledTables: FilledTable[];
  isLocked: boolean;
  /** The /cashier route to go back to after unlocking. */
  lockReturnPath: string | null;
}

interface SessionActions {
  ownerLoggedIn(token: string, ownerId: number): void;
  cashierChosen(token: string, me: Me): void;
  outletChosen(outlet: Outlet): void;
  /** `returnPath` is where unlocking leads back to; left out, the previous one is kept. */
  lockChanged(isLocked: boolean, returnPath?: string | null): void;
  shiftStarted(shiftId: number): void;
  shiftEnded(): void;
  filledTablesChanged(tables: FilledTable[]): void;
  /** Spec §4 cashier logout: clears the user, table fills and shift id (and the cashier's token and lock). */
  clearCashier(): void;
  /** Spec §4 logout of the point of sale: clears outlet and shift. */
  clearPointOfSale(): void;
  /** Spec §4 full logout: clears token and owner; the cashier's token goes with the owner's. */
  clearOwner(): void;
}

export type SessionState = SessionData & SessionActions;

export const emptySession: SessionData = {
  ownerToken: null,
  ownerId: null,
  owner: null,
  cashierToken: null,
  cashier: null,
  outlet: null,
  shiftId: null,
  filledTables: [],
  isLocked: false,
  lockReturnPath: null,
};

const cashierFields = {
  cashierToken: null,
  cashier: null,
  filledTables: [],
  shiftId: null,
  isLocked: false,
  lockReturnPath: null,
} satisfies Partial<SessionData>;

export const SESSION_STORAGE_KEY = 'kasir.session';

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      ...emptySession,
      ownerLoggedIn: (token, ownerId) => set({ ...cashierFields, ownerToken: token, ownerId, owner: null }),
      cashierChosen: (token, me) =>
        set((state) => ({
          ...cashierFields,
          cashierToken: token,
          cashier: me.User,
          owner: me.Owner,
          // The terminal keeps its outlet across cashiers, but only for a cashier allowed there.
          outlet:
            state.outlet && me.User?.UserRole?.UserRoleOutlets.some((link) => link.OutletId === state.outlet?.Id)
              ? state.outlet
              : null,
        })),
      outletChosen: (outlet) => set({ outlet }),
      lockChanged: (isLocked, returnPath) =>
        set((state) => ({ isLocked, lockReturnPath: returnPath === undefined ? state.lockReturnPath : returnPath })),
      shiftStarted: (shiftId) => set({ shiftId }),
      shiftEnded: () => set({ shiftId: null }),
      filledTablesChanged: (filledTables) => set({ filledTables }),
      clearCashier: () => set(cashierFields),
      clearPointOfSale: () => set({ outlet: null, shiftId: null }),
      clearOwner: () => set({ ...cashierFields, ownerToken: null, ownerId: null, owner: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): SessionData => ({
        ownerToken: state.ownerToken,
        ownerId: state.ownerId,
        owner: state.owner,
        cashierToken: state.cashierToken,
        cashier: state.cashier,
        outlet: state.outlet,
        shiftId: state.shiftId,
        filledTables: state.filledTables,
        isLocked: state.isLocked,
        lockReturnPath: state.lockReturnPath,
      }),
    },
  ),
);

/** The token of the deepest stage reached. */
export function currentToken(state: SessionData): string | null {
  return state.cashierToken ?? state.ownerToken;
}
