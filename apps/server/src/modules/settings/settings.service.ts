import { OtherPermission, OutletSettingCode } from '@kasir/domain';
import { ServerEvent, type OutletSetting } from '@kasir/contracts';
import type { AuthContext } from '../../platform/access.ts';
import type { Broadcaster } from '../../realtime/broadcaster.ts';
import type { OutletsService } from '../outlets/outlets.service.ts';
import type { PermissionChecker } from '../users/permissions.ts';
import type { SettingsRepository } from './settings.repository.ts';

const present = (row: { outlet_id?: number; code: string; value: string }): OutletSetting => ({
  Code: row.code,
  Value: row.value,
  OutletId: row.outlet_id ?? null,
});

/** Outlet settings (spec §7 Settings) and the global maintenance switch. */
export function createSettingsService(deps: {
  settings: SettingsRepository;
  outlets: OutletsService;
  permissions: PermissionChecker;
  broadcaster: Broadcaster;
}) {
  return {
    async list(auth: AuthContext, outletId: number | null): Promise<OutletSetting[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletId);
      return (await deps.settings.listForOutlet(outlet.id)).map(present);
    },

    async get(auth: AuthContext, outletId: number | null, code: string): Promise<OutletSetting | null> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletId);
      const row = await deps.settings.findForOutlet(outlet.id, code);
      return row ? present(row) : null;
    },

    async getGlobal(code: string): Promise<OutletSetting | null> {
      const row = await deps.settings.findGlobal(code);
      return row ? present(row) : null;
    },

    async update(auth: AuthContext, outletId: number | null, values: Array<{ Code: string; Value: string }>): Promise<OutletSetting[]> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletId);
      await deps.permissions.assertPermission(auth, OtherPermission.SETTINGS, 'change settings');
      await deps.settings.upsertForOutlet(outlet.id, values);
      return (await deps.settings.listForOutlet(outlet.id)).map(present);
    },

    /** Keeps the message as the outlet's BROADCAST setting and pushes it to every terminal. */
    async sendBroadcast(auth: AuthContext, outletId: number | null, message: string): Promise<void> {
      const outlet = await deps.outlets.resolveOutlet(auth, outletId);
      await deps.permissions.assertPermission(auth, OtherPermission.SETTINGS, 'send a broadcast');
      await deps.settings.upsertForOutlet(outlet.id, [{ Code: OutletSettingCode.BROADCAST, Value: message }]);
      await deps.broadcaster.emitToOutlet(outlet.id, ServerEvent.OUTLET_BROADCAST, { Message: message });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
