import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The back office's own owner session. It is signed in with the owner's password in this tab only
 * (sessionStorage), never borrowed from the terminal: a cashier at a till whose terminal the owner
 * signed in must not reach the back office by typing its address.
 */
export interface BackOfficeSession {
  token: string | null;
  ownerId: number | null;
  ownerName: string | null;
  /** The outlet the per-outlet screens (floor plans, payment methods, charges) edit. */
  outletId: number | null;
  outletChosen(outletId: number | null): void;
  signedIn(token: string, ownerId: number, ownerName: string | null): void;
  signedOut(): void;
}

export const BACK_OFFICE_STORAGE_KEY = 'kasir.backoffice';

export const useBackOfficeSession = create<BackOfficeSession>()(
  persist(
    (set) => ({
      token: null,
      ownerId: null,
      ownerName: null,
      outletId: null,
      outletChosen: (outletId) => set({ outletId }),
      signedIn: (token, ownerId, ownerName) => set({ token, ownerId, ownerName }),
      signedOut: () => set({ token: null, ownerId: null, ownerName: null, outletId: null }),
    }),
    {
      name: BACK_OFFICE_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ token, ownerId, ownerName, outletId }) => ({ token, ownerId, ownerName, outletId }),
    },
  ),
);
