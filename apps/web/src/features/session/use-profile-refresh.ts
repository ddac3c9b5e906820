import { ServerEvent } from '@kasir/contracts';
import { useServerEvent } from '../../api/socket-client.ts';
import { fetchMe } from './api.ts';
import { useSessionStore } from './session-store.ts';

/**
 * The owner changed this cashier or their role in the back office (`user:changed`): the profile
 * is fetched again, so menus, permissions and the role flags (automatic start and logout, ADR
 * 0022) follow at once. Only the profile is replaced; tables held and the lock state stay. A
 * cashier who was archived or whose PIN was reset is signed out by session:ended instead.
 */
export function useProfileRefresh(): void {
  useServerEvent(ServerEvent.USER_CHANGED, (event) => {
    const { cashier, cashierToken } = useSessionStore.getState();
    if (!cashier || !cashierToken) return;
    const concernsMe = event.UserId === cashier.Id || (event.RoleId !== null && event.RoleId === cashier.UserRole?.Role.Id);
    if (!concernsMe) return;
    void fetchMe(cashierToken)
      .then((me) => {
        // The answer is for this token only if the same cashier is still signed in.
        if (useSessionStore.getState().cashierToken === cashierToken) useSessionStore.setState({ cashier: me.User, owner: me.Owner });
      })
      .catch(() => {
        // A failed refresh keeps the profile; the next sign-in reads it afresh.
      });
  });
}
