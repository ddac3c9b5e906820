import { CourierStatus, MANUAL_COURIER_PROVIDER, type CourierStatusValue } from '@kasir/domain';

/** What a provider is told about the delivery order it should carry. */
export type CourierOrder = {
  ownerId: number;
  outletId: number;
  orderId: number;
  orderNo: string;
  /** The order's DeliveryAddress JSON text (Name, Address, Ward, Subdistrict, City, PostalCode, PhoneNumber), or null. */
  deliveryAddress: string | null;
  customerName: string | null;
  phoneNumber: string | null;
};

/** A driver as a provider reports them (photo: an image file name served at /upload/{name}). */
export type CourierDriverInfo = { name: string; phoneNumber: string | null; imageName: string | null };

/** A booking as the provider sees it now. */
export type ProviderBooking = {
  status: CourierStatusValue;
  /** The provider's own id of the booking (its webhooks name it); null for MANUAL. */
  externalRef: string | null;
  driver: CourierDriverInfo | null;
  /** The fee the provider charges, in hundredths; null: keep the fee the cashier entered. */
  feeHundredths: number | null;
};

/** A stored courier, as handed back to its provider. */
export type StoredCourier = { orderId: number; externalRef: string | null; status: CourierStatusValue };

/**
 * A courier provider: the built-in MANUAL one below, or a courier company behind its API
 * (docs/couriers.md). request books a courier for an order; cancel calls it off; status asks
 * where it is (a provider that pushes webhooks answers from what it was told). A provider never
 * writes to the database: the couriers service stores what it answers and appends the history.
 */
export interface CourierProvider {
  readonly code: string;
  /**
   * True when a person at the outlet drives it from the product (assign one of the outlet's
   * drivers, move the status along); false when the provider moves it (webhooks, polling).
   */
  readonly isDrivenByStaff: boolean;
  request(order: CourierOrder): Promise<ProviderBooking>;
  cancel(courier: StoredCourier): Promise<void>;
  status(courier: StoredCourier): Promise<ProviderBooking | null>;
}

/** The built-in provider: booking is immediate (SEARCHING) and the staff does the rest. */
export const manualCourierProvider: CourierProvider = {
  code: MANUAL_COURIER_PROVIDER,
  isDrivenByStaff: true,
  async request() {
    return { status: CourierStatus.SEARCHING, externalRef: null, driver: null, feeHundredths: null };
  },
  async cancel() {
    // Nobody to call: the driver is the outlet's own, told in person.
  },
  async status() {
    // The stored courier is the truth: the staff moved it.
    return null;
  },
};

export type CourierProviderRegistry = {
  find(code: string): CourierProvider | undefined;
  codes(): string[];
};

/** Providers by code; MANUAL is always there. */
export function createProviderRegistry(providers: readonly CourierProvider[] = []): CourierProviderRegistry {
  const byCode = new Map<string, CourierProvider>([[manualCourierProvider.code, manualCourierProvider]]);
  for (const provider of providers) byCode.set(provider.code, provider);
  return { find: (code) => byCode.get(code), codes: () => [...byCode.keys()] };
}
