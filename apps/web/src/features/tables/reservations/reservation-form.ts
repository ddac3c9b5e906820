import { PHONE_MAX_LENGTH, formatOutletDate } from '@kasir/domain';
import type { Reservation, ReservationInput } from '../wire-types.ts';

/** The reservation dialog's fields (spec §3 Reservation), as typed. */
export interface ReservationFormValues {
  OutletAreaId: number | null;
  OutletTableId: number | null;
  CustomerName: string;
  PhoneNumber: string;
  Pax: number | null;
  /** 'YYYY-MM-DD' and 'HH:mm' on the outlet clock. */
  ReservationDate: string;
  ReservationTime: string;
  Notes: string;
}

/** Each error is a key of tables.messages (the spec's texts live in the i18n files). */
export type ReservationFormErrors = Partial<Record<keyof ReservationFormValues, string>>;

/** Days the list shows from today when the screen opens: the week of bookings ahead. */
export const RESERVATION_LIST_DEFAULT_DAYS = 7;
const MS_PER_DAY = 86_400_000;

export function defaultReservationRange(now: Date, timeZoneHours: number): [string, string] {
  return [formatOutletDate(now, timeZoneHours), formatOutletDate(new Date(now.getTime() + RESERVATION_LIST_DEFAULT_DAYS * MS_PER_DAY), timeZoneHours)];
}

export function emptyReservationForm(today: string): ReservationFormValues {
  return { OutletAreaId: null, OutletTableId: null, CustomerName: '', PhoneNumber: '', Pax: null, ReservationDate: today, ReservationTime: '', Notes: '' };
}

export function reservationToForm(reservation: Reservation, areaIdOfTable: (tableId: number) => number | null): ReservationFormValues {
  return {
    OutletAreaId: areaIdOfTable(reservation.OutletTableId),
    OutletTableId: reservation.OutletTableId,
    CustomerName: reservation.CustomerName,
    PhoneNumber: reservation.PhoneNumber,
    Pax: reservation.Pax,
    ReservationDate: reservation.ReservationDate.slice(0, 10),
    ReservationTime: reservation.ReservationTime.slice(0, 5),
    Notes: reservation.Notes ?? '',
  };
}

/**
 * Spec §5: a table is required ('Must Select a Table'), name and phone are required
 * ('Nama tidak boleh kosong', 'Nomor HP tidak boleh kosong', phone at most 16), pax at
 * least 1 ('Number of pax cannot be 0'), and a date and time. The reservation windows
 * are the server's to judge, in outlet time.
 */
export function validateReservationForm(values: ReservationFormValues): ReservationFormErrors {
  const errors: ReservationFormErrors = {};
  if (values.OutletAreaId === null) errors.OutletAreaId = 'mustSelectArea';
  if (values.OutletTableId === null) errors.OutletTableId = 'mustSelectTable';
  if (values.CustomerName.trim() === '') errors.CustomerName = 'nameRequired';
  const phone = values.PhoneNumber.trim();
  if (phone === '') errors.PhoneNumber = 'phoneRequired';
  else if (phone.length > PHONE_MAX_LENGTH || !/^\+?\d+$/.test(phone)) errors.PhoneNumber = 'phoneInvalid';
  if (values.Pax === null || !Number.isInteger(values.Pax) || values.Pax < 1) errors.Pax = 'paxZero';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.ReservationDate)) errors.ReservationDate = 'dateRequired';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(values.ReservationTime)) errors.ReservationTime = 'timeRequired';
  return errors;
}

/** The body of POST /reservation and PUT /reservation/{id}; call only after validation passed. */
export function reservationBody(values: ReservationFormValues): ReservationInput {
  return {
    OutletTableId: values.OutletTableId ?? 0,
    CustomerName: values.CustomerName.trim(),
    PhoneNumber: values.PhoneNumber.trim(),
    Pax: values.Pax ?? 0,
    ReservationDate: values.ReservationDate,
    ReservationTime: values.ReservationTime,
    Notes: values.Notes.trim(),
  };
}
