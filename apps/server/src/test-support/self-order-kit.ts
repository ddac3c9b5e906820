import type { LightMyRequestResponse } from 'fastify';
import { AppOrderType, CUSTOMER_SESSION_HEADER, SELF_ORDER_QR_PARAM } from '@kasir/domain';
import { IDEMPOTENCY_KEY_HEADER, type SelfOrderPlaceBody, type SelfOrderSession, type SelfOrderView } from '@kasir/contracts';
import type { TestServer } from './test-server.ts';

/** A staff terminal as the kit needs it: its bearer token and outlet. */
export type StaffTerminal = { token: string; outletId: number };

const staffHeaders = (staff: StaffTerminal) => ({ authorization: `Bearer ${staff.token}`, outletid: String(staff.outletId) });

/** The signed token inside a QR's QrData (the phone page URL's ?qr=). */
export function qrTokenOf(qrData: string): string {
  const token = new URL(qrData).searchParams.get(SELF_ORDER_QR_PARAM);
  if (!token) throw new Error(`No QR token in ${qrData}`);
  return token;
}

/** The table's live QR token, as GET /outletTable/generateQR prints it. */
export async function openTableQr(server: TestServer, staff: StaffTerminal, tableId: number): Promise<string> {
  const response = await server.app.inject({ method: 'GET', url: `/api/outletTable/generateQR?OutletTableId=${tableId}`, headers: staffHeaders(staff) });
  if (response.statusCode !== 200) throw new Error(`generateQR: ${response.body}`);
  return qrTokenOf(response.json<{ data: { QrData: string } }>().data.QrData);
}

/** The outlet's counter QR token (pick-up and delivery). */
export async function openCounterQr(server: TestServer, staff: StaffTerminal): Promise<string> {
  const response = await server.app.inject({ method: 'GET', url: '/api/outletTable/counterQR', headers: staffHeaders(staff) });
  if (response.statusCode !== 200) throw new Error(`counterQR: ${response.body}`);
  return qrTokenOf(response.json<{ data: { QrData: string } }>().data.QrData);
}

let phoneCount = 0;
/** Each phone of a test its own address, so many phones never meet the per-address scan limit (a test of the limit passes one). */
const nextPhoneAddress = () => {
  phoneCount += 1;
  return `10.77.${Math.floor(phoneCount / 250) % 250}.${(phoneCount % 250) + 1}`;
};

/** A phone scanning the QR: POST /api/public/v1/sessions. */
export async function openCustomerSession(server: TestServer, qrToken: string, remoteAddress = nextPhoneAddress()): Promise<SelfOrderSession> {
  const response = await server.app.inject({ method: 'POST', url: '/api/public/v1/sessions', payload: { Qr: qrToken }, remoteAddress });
  if (response.statusCode !== 201) throw new Error(`session: ${response.body}`);
  return response.json<{ data: SelfOrderSession }>().data;
}

/** A public call with the phone's session header. */
export function customerCall(server: TestServer, sessionToken: string) {
  return (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    server.app.inject({ method, url: `/api/public/v1${url}`, headers: { [CUSTOMER_SESSION_HEADER]: sessionToken, ...headers }, ...(payload ? { payload } : {}) });
}

/** Places a customer order and answers the placement (throws on any refusal). */
export async function placeCustomerOrder(server: TestServer, sessionToken: string, body: SelfOrderPlaceBody, idempotencyKey?: string): Promise<SelfOrderView> {
  const response = await customerCall(server, sessionToken)('POST', '/orders', body, idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } : {});
  if (response.statusCode !== 201) throw new Error(`place: ${response.body}`);
  return response.json<{ data: SelfOrderView }>().data;
}

/** A table QR, a phone session on it and one placement: the shortest way to a pending customer order. */
export async function placeTableOrder(server: TestServer, staff: StaffTerminal, tableId: number, lines: SelfOrderPlaceBody['Lines'], customerName = 'Tamu'): Promise<{ sessionToken: string; placement: SelfOrderView }> {
  const session = await openCustomerSession(server, await openTableQr(server, staff, tableId));
  const placement = await placeCustomerOrder(server, session.SessionToken, { AppOrderType: AppOrderType.DINE_IN, CustomerName: customerName, Lines: lines });
  return { sessionToken: session.SessionToken, placement };
}
