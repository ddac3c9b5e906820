/**
 * Every user-facing message the specification quotes, reproduced exactly (Indonesian ones
 * too). The server answers with these texts; the web app translates by key and falls back to
 * the text itself. Placeholders are written {name} and filled by `fillMessage`.
 */
export const SpecMessage = {
  // §8 lists, printing, shift
  NO_DATA: 'Tidak ada data..',
  PRINTER_CONNECT_FAILED: 'Gagal terhubung ke printer',
  CASH_DRAWER_CONNECT_FAILED: 'Gagal terhubung ke Cash Drawer',
  SHIFT_NOT_FOUND: 'Shift tidak ditemukan',
  PRINTER_NOT_FOUND: 'Printer tidak ditemukan! Harap muat ulang halaman!',
  PRINT_SUCCESS: 'PRINT SUCCESS',
  ERROR_REQUEST_PRINT: 'ERROR REQUEST PRINT',
  ERROR_PRINT: 'ERROR PRINT',
  PRODUCT_WITHOUT_PRINTER: 'Produk {list} belum memiliki printer yang diset',
  NOT_FOUND_USER_WHO_CAN_EDIT: 'Not found a user who can edit',
  PROMO_SEARCH_NOT_FOUND: 'Promo Tidak Ditemukan...',
  NO_PROMO_YET: 'Belum ada promo',
  MEMBER_ADDED: 'Sukses menambah member baru',
  CHECK_PROMO_NOT_FOUND: 'Not Found',
  // §8 successes and notices
  PAYMENT_SUCCESS: 'Payment Success',
  SHIFT_ENDED: 'Shift telah berakhir!',
  SHIFT_PASSED: 'Shift passed to {name}!',
  PRINT_RECEIPT_SUCCESS: 'Sukses cetak struk',
  NEW_ORDER_FROM_APPS: 'New Order from Apps',
  BILL_REQUEST: 'Bill Request',
  COURIER_FOUND: 'Kurir telah ditemukan',
  // §4 printing markers
  TRANSACTION_CLOSED: '** Transaction closed **',
  REPRINT: 'REPRINT',
  BILL_NOT_PAID: 'Bill Not Paid',
  SESSION_ONGOING: 'Ongoing',
  VOID_ITEM: 'VOID ITEM',
  VOID_ORDER: 'VOID ORDER',
  CUSTOMER_ORDER_ADDITIONAL: '(Tambahan)',
  CUSTOMER_ORDER_NEW: '(Baru)',
  // §5 table selection and new table order
  PAX_ZERO: 'Number of pax cannot be 0',
  SELECT_MEMBER: 'Harap pilih member',
  MEMBER_NO_SAVED_TIME: 'Member tidak memiliki waktu tersimpan',
  MINUTES_OVER_SAVED: 'Menit main melebihi waktu tersimpan',
  TABLE_ALREADY_RESERVED_AT: 'Gagal! Meja {table} Sudah direservasi pada {time}',
  MUST_SELECT_AREA: 'Must Select an Area',
  MUST_SELECT_TABLE: 'Must Select a Table',
  CHANGE_TABLE_RESERVED: 'Gagal Pindah! Meja {table} Sudah direservasi!',
  MERGE_TABLE_RESERVED: 'Gagal Gabung! Meja {table} Sudah direservasi!',
  MERGE_BILL_SELECT_ORDER: 'Anda harus memilih pesanan yang akan digabung!',
  SPLIT_SELECT_MENU: 'Please select one menu first',
  // §5 member and delivery
  PICK_CUSTOMER_OR_ADD: 'Pilih salah satu pelanggan atau klik tombol + tambah baru',
  NAME_REQUIRED: 'Nama tidak boleh kosong',
  PHONE_REQUIRED: 'Nomor HP tidak boleh kosong',
  MEMBER_ID_REQUIRED: 'Member Id tidak boleh kosong',
  BIRTH_DATE_REQUIRED: 'Tanggal Lahir tidak boleh kosong',
  ADDRESS_REQUIRED: 'Alamat tidak boleh kosong',
  MEMBER_NOT_FOUND: 'Member not found',
  // §5 reasons, approvals, edits
  REASON_REQUIRED_GENERIC: 'Alasan harus diisi!',
  REJECT_REASON_REQUIRED: 'Alasan tidak boleh kosong',
  VOID_REASON_REQUIRED: 'Reason cannot be empty',
  SELECT_USER_WITH_ACCESS: 'Please select User with access',
  PIN_EMPTY: 'PIN cannot be empty',
  CASHIER_REQUIRED: 'Kasir harus dipilih',
  PIN_REQUIRED: 'PIN harus diisi',
  USE_VOID_ORDER: 'Please use VOID Order to delete this order!',
  NO_ACCESS_EDIT_ORDERED: "Sorry, you don't have access to edit ordered products!",
  NOTES_EMPTY: 'Notes cannot be empty',
  SELECT_A_CASHIER: 'Please select a cashier',
  REWARD_PICK_ONE: 'Harap Pilih salah 1 item',
  MUST_CHOOSE: 'Harus di pilih!',
  // §5 payment
  POINTS_WITHOUT_MEMBER: 'You cannot use the points payment method if no member selected',
  NO_SALES_COMBINED: 'You cannot combine No Sales payment method with Sales',
  SELECT_PAYMENT_METHOD: 'Please select one payment method',
  // §5 end shift and passing
  END_CASH_REQUIRED: 'Please input End Cash',
  END_CASH_REQUIRED_ID: 'Kas akhir harus diisi',
  SELECT_NEXT_CASHIER: 'Please select Next Cashier',
  INPUT_PIN: 'Please Input PIN!',
  SHIFT_ALREADY_ACTIVE: 'Cannot pass shift to {name}, already have active shift.',
} as const;

export type SpecMessageKey = keyof typeof SpecMessage;

/** Fills {placeholders} of a spec message; unknown placeholders stay as written. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
