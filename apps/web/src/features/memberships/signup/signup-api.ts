import { MemberSignUpPageSchema, MemberSignUpResultSchema, type MemberSignUpBody, type MemberSignUpPage, type MemberSignUpResult } from '@kasir/contracts';
import { http } from '../../../api/http-client.ts';

/** GET /qr/memberSignUp?token=&id= (public): the outlet, the categories on offer, and whether the QR's purchase is made already. */
export function fetchSignUpPage(token: string, id: string): Promise<MemberSignUpPage> {
  return http.get('/qr/memberSignUp', { query: { token, id }, schema: MemberSignUpPageSchema, token: null });
}

/** POST /qr/memberSignUp (public): one PENDING NEW purchase per QR, paid at the till. */
export function submitSignUp(body: MemberSignUpBody): Promise<MemberSignUpResult> {
  return http.post('/qr/memberSignUp', body, { schema: MemberSignUpResultSchema, successStatuses: [201], token: null });
}

/** The page's address parameters, as the QR's redirect URL carries them: token, history id, purchased flag. */
export interface SignUpLink {
  token: string;
  id: string;
  isPurchased: boolean;
}

/** Reads the link; null when a part is missing (a QR that was cut, a hand-typed address). */
export function signUpLinkOf(search: URLSearchParams): SignUpLink | null {
  const token = search.get('token')?.trim() ?? '';
  const id = search.get('id')?.trim() ?? '';
  if (token === '' || !/^\d+$/.test(id)) return null;
  return { token, id, isPurchased: search.get('purchased') === '1' };
}
